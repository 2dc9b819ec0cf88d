/**
 * The printed period grid (for the unit wall): the period cut into tables of whole weeks that fit
 * a landscape page, each cell as text so it reads in black and white, and the legend of every code
 * the print uses. Pure, so the layout rules are tested without a browser.
 */
import type { ScheduleEvent, Shift, ShiftType } from "@rosterly/contract";
import { DAYS_PER_WEEK } from "@rosterly/domain/time";
import { type WorkingStatus, workingStatus } from "@rosterly/domain/schedule";
import { initials, symbolLook } from "../../../components/shift-symbol/look";
import { toScheduleShift } from "../../../lib/scheduling/validation-input";
import type { ScheduleLookups } from "./lookups";

/** Two weeks of day columns keep names and codes legible on a landscape A4 or Letter page. */
export const WEEKS_PER_PAGE = 2;

export interface PrintBlock {
  /** Zero-based week numbers of the period in this table. */
  weeks: number[];
  dates: string[];
}

export function printBlocks(dates: readonly string[], weeksPerPage = WEEKS_PER_PAGE): PrintBlock[] {
  const perBlock = weeksPerPage * DAYS_PER_WEEK;
  const blocks: PrintBlock[] = [];
  for (let start = 0; start < dates.length; start += perBlock) {
    const slice = dates.slice(start, start + perBlock);
    const firstWeek = start / DAYS_PER_WEEK;
    const weeks = Array.from({ length: Math.ceil(slice.length / DAYS_PER_WEEK) }, (_, i) => firstWeek + i);
    blocks.push({ weeks, dates: slice });
  }
  return blocks;
}

/**
 * One printable code per shift type: its symbol text where it has one, else the name's initials;
 * two types that would print alike get a number so the legend tells them apart.
 */
export function shiftCodes(
  types: Iterable<Pick<ShiftType, "id" | "name" | "styles" | "startTime" | "endTime">>,
) {
  const codes = new Map<number, string>();
  const used = new Map<string, number>();
  for (const type of types) {
    const look = symbolLook(type, { compact: true });
    const base =
      (look.type === "text" || look.type === "pill") && look.text ? look.text : initials(type.name);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    codes.set(type.id, seen === 0 ? base : `${base}${seen + 1}`);
  }
  return codes;
}

/** Statuses printed beside the code: a shift that is not worked must not read as worked. */
const MARKED: ReadonlySet<WorkingStatus> = new Set([
  "on_call",
  "canceled",
  "giveaway",
  "swapped",
  "non_duty",
  "available",
]);
/** Statuses of a shift nobody works any more: struck through as well as marked. */
const STRUCK: ReadonlySet<WorkingStatus> = new Set(["canceled", "giveaway", "swapped", "available"]);

export interface PrintedShift {
  id: number;
  code: string;
  /** Set when the shift is not an ordinary worked shift (its short status is printed). */
  status: WorkingStatus | null;
  struck: boolean;
  flags: string[];
}

export interface PrintedCell {
  shifts: PrintedShift[];
  events: string[];
}

export function printedCell(
  shifts: readonly Shift[],
  events: readonly ScheduleEvent[],
  codes: ReadonlyMap<number, string>,
  lookups: ScheduleLookups,
): PrintedCell {
  return {
    shifts: shifts.map((shift) => {
      const status = workingStatus(toScheduleShift(shift), lookups.flagTraits);
      return {
        id: shift.id,
        code: codes.get(shift.typeId) ?? "?",
        status: MARKED.has(status) ? status : null,
        struck: STRUCK.has(status),
        flags: shift.flags.flatMap((id) => {
          const flag = lookups.flags.get(id);
          return flag ? [flag.shortCode] : [];
        }),
      };
    }),
    events: events.map((event) => lookups.eventLook(event.typeId, event.typeName).short),
  };
}

/** What the legend lists: only the shift types, flags and event types the printed days use. */
export function usedInPrint(
  shifts: readonly Shift[],
  events: readonly ScheduleEvent[],
  dates: ReadonlySet<string>,
): { shiftTypes: Set<number>; flags: Set<number>; eventTypes: Set<string> } {
  const shiftTypes = new Set<number>();
  const flags = new Set<number>();
  for (const shift of shifts) {
    if (!dates.has(shift.date)) continue;
    shiftTypes.add(shift.typeId);
    for (const id of shift.flags) flags.add(id);
  }
  const eventTypes = new Set(
    events
      .filter((event) => event.dates.some((date) => dates.has(date)))
      .map((event) => `${event.typeId ?? ""}:${event.typeName}`),
  );
  return { shiftTypes, flags, eventTypes };
}
