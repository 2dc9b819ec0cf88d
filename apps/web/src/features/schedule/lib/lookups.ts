/** The organisation's reference data as the grid reads it: maps by id, built once per hospital load. */
import {
  type EventType,
  eventTypeStyles,
  type Flag,
  type Hospital,
  type JobStatus,
  type JobType,
  type ShiftType,
} from "@rosterly/contract";
import { type FlagLookup, indexFlags } from "@rosterly/domain/schedule";
import { initials } from "../../../components/shift-symbol/look";

export interface EventLook {
  color: string;
  short: string;
  name: string;
}

export interface ScheduleLookups {
  shiftTypes: ReadonlyMap<number, ShiftType>;
  eventTypes: ReadonlyMap<number, EventType>;
  flags: ReadonlyMap<number, Flag>;
  flagTraits: FlagLookup;
  jobTypes: ReadonlyMap<number, JobType>;
  jobStatuses: ReadonlyMap<number, JobStatus>;
  eventLook: (typeId: number | null, typeName: string) => EventLook;
}

const FALLBACK_EVENT_COLOR = "#78909c";

export function scheduleLookups(hospital: Hospital): ScheduleLookups {
  const eventTypes = new Map(hospital.eventTypes.map((type) => [type.id, type]));
  const looks = new Map<string, EventLook>();
  return {
    shiftTypes: new Map(hospital.shiftTypes.map((type) => [type.id, type])),
    eventTypes,
    flags: new Map(hospital.flags.map((flag) => [flag.id, flag])),
    flagTraits: indexFlags(hospital.flags),
    jobTypes: new Map(hospital.jobTypes.map((type) => [type.id, type])),
    jobStatuses: new Map(hospital.jobStatus.map((status) => [status.id, status])),
    eventLook(typeId, typeName) {
      const key = `${typeId ?? ""}:${typeName}`;
      let look = looks.get(key);
      if (look === undefined) {
        const type = typeId === null ? undefined : eventTypes.get(typeId);
        const parsed = eventTypeStyles.safeParse(type?.styles ?? {});
        const web = parsed.success ? parsed.data.web : undefined;
        const color = web?.color && /^#[0-9a-f]{6}$/i.test(web.color) ? web.color : FALLBACK_EVENT_COLOR;
        const name = type?.name ?? typeName;
        look = { color, name, short: web?.symbolValue?.trim() || initials(name) };
        looks.set(key, look);
      }
      return look;
    },
  };
}
