/**
 * The rules engine's inputs from what the web already holds: the organisation (types, flags, staff,
 * settings) and the cached shifts and events. Only data is mapped here; every rule is the domain's.
 * Settings are admin-edited JSON, so they are read defensively: a malformed entry configures nothing.
 */
import type { Department, Hospital, ScheduleEvent, Shift } from "@rosterly/contract";
import type {
  ConsecutiveShiftRule,
  ScheduleEvent as DomainEvent,
  ScheduleShift,
  ScheduleStatesConfig,
  StaffNeededGroup,
  ValidationInput,
} from "@rosterly/domain/schedule";
import { z } from "zod";

const groups = z.array(
  z.object({ jobTypes: z.array(z.number().int()), shiftTypes: z.record(z.string(), z.number()) }),
);
const minShiftSettings = z.object({
  countRules: z
    .object({
      weekend: z
        .array(z.object({ count: z.number() }))
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
});
const states = z.record(
  z.string(),
  z.object({ editable: z.boolean().optional(), staffVisible: z.boolean().optional() }),
);

function readPath(settings: Record<string, unknown>, path: string): unknown {
  let current: unknown = settings;
  for (const part of path.split(".")) {
    if (typeof current !== "object" || current === null || Array.isArray(current)) return undefined;
    current = Reflect.get(current, part);
  }
  return current;
}

/** Department `settings.staffNeeded` (Z-007). */
export function staffNeededOf(department: Pick<Department, "settings">): StaffNeededGroup[] {
  const parsed = groups.safeParse(department.settings.staffNeeded);
  return parsed.success ? parsed.data : [];
}

/** Organisation `validations.consecutiveShifts.data`. */
export function consecutiveRulesOf(hospital: Pick<Hospital, "settings">): ConsecutiveShiftRule[] {
  const parsed = groups.safeParse(readPath(hospital.settings, "validations.consecutiveShifts.data"));
  return parsed.success ? parsed.data : [];
}

/** Organisation `scheduling.states` (Z-010); null when never configured, so the lifecycle's defaults apply. */
export function scheduleStatesOf(hospital: Pick<Hospital, "settings">): ScheduleStatesConfig | null {
  const parsed = states.safeParse(readPath(hospital.settings, "scheduling.states"));
  return parsed.success ? parsed.data : null;
}

/** Organisation `scheduling.period` and `scheduling.initialStartDate` (F-001), as stored. */
export function periodSettingsOf(hospital: Pick<Hospital, "settings">): {
  periodDays?: number;
  initialStartDate?: string;
} {
  const period = readPath(hospital.settings, "scheduling.period");
  const start = readPath(hospital.settings, "scheduling.initialStartDate");
  return {
    periodDays: typeof period === "number" ? period : undefined,
    initialStartDate: typeof start === "string" ? start : undefined,
  };
}

const asDomain = new WeakMap<Shift, ScheduleShift>();

/** The wire's `flexOn` is the domain's `available`; one mapped object per cached shift. */
export function toScheduleShift(shift: Shift): ScheduleShift {
  let mapped = asDomain.get(shift);
  if (mapped === undefined) {
    mapped = { ...shift, available: shift.flexOn };
    asDomain.set(shift, mapped);
  }
  return mapped;
}

export const toScheduleEvent = (event: ScheduleEvent): DomainEvent => event;

/** Everything but the shifts and events: what changes only with the organisation or the period. */
export type ValidationContext = Omit<ValidationInput, "shifts" | "events">;

export function validationContext(
  hospital: Hospital,
  department: Department,
  period: { startOn: string; endOn: string },
): ValidationContext {
  return {
    period,
    // The same zone as the server's validators: hours worked are elapsed hours across clock changes.
    ...(hospital.info.timezone ? { timeZone: hospital.info.timezone } : {}),
    departmentId: department.id,
    users: Object.values(hospital.employees).map((employee) => ({
      id: employee.userId,
      jobTypeId: employee.jobTypeId,
      jobStatusId: employee.jobStatusId,
      weeklyHours: employee.weeklyHours,
    })),
    shiftTypes: hospital.shiftTypes.map((type) => ({ id: type.id, hours: type.hours })),
    jobTypes: hospital.jobTypes.map((jobType) => {
      const entries = Object.entries(jobType.staffNeeded).filter(
        (entry): entry is [string, number] => typeof entry[1] === "number",
      );
      return { id: jobType.id, staffNeeded: entries.length > 0 ? Object.fromEntries(entries) : null };
    }),
    jobStatuses: hospital.jobStatus.map((status) => {
      const parsed = minShiftSettings.safeParse(status.minShiftSettings);
      return { id: status.id, minShiftSettings: parsed.success ? parsed.data : null };
    }),
    flags: hospital.flags,
    staffNeeded: staffNeededOf(department),
    consecutiveShifts: consecutiveRulesOf(hospital),
  };
}
