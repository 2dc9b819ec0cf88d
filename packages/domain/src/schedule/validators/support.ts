/** Small pieces shared by the validator engines. */
import { fromDayNumber, type LocalDate, parseLocalDate } from "../../time/index.ts";
import type { PeriodDates } from "../types.ts";
import type { UserDatesErrors } from "./types.ts";

/** Inclusive range of day numbers; empty (last < first) for a malformed period. */
export interface DayRange {
  readonly first: number;
  readonly last: number;
}

export function toDayRange(period: PeriodDates): DayRange {
  const first = parseLocalDate(period.startOn);
  const last = parseLocalDate(period.endOn);
  return first === null || last === null ? { first: 0, last: -1 } : { first, last };
}

export function inRange(range: DayRange, day: number): boolean {
  return day >= range.first && day <= range.last;
}

/**
 * Hours and ratios are shown to one decimal and compared as shown. The nudge makes exact halves
 * round up even when binary floating point lands a hair below them (63 / 60 = 1.05 -> 1.1).
 */
export function roundToTenth(value: number): number {
  return Math.round(value * 10 + 1e-7) / 10;
}

export function sortedDates(days: Iterable<number>): LocalDate[] {
  return Array.from(days)
    .sort((a, b) => a - b)
    .map(fromDayNumber);
}

export function hasEntries(record: object): boolean {
  for (const _ in record) return true;
  return false;
}

function sameDates(a: readonly LocalDate[] | undefined, b: readonly LocalDate[]): boolean {
  return a !== undefined && a.length === b.length && a.every((date, i) => date === b[i]);
}

/**
 * User id -> dates, published as a fresh object only when something changed. Returned objects are
 * never mutated afterwards, so a caller may keep one as a snapshot and compare by reference.
 */
export class UserDatesTable {
  private readonly byUser = new Map<number, readonly LocalDate[]>();
  private published: UserDatesErrors = {};
  private stale = false;

  set(userId: number, days: Iterable<number>): void {
    const dates = sortedDates(days);
    if (dates.length === 0) {
      if (this.byUser.delete(userId)) this.stale = true;
    } else if (!sameDates(this.byUser.get(userId), dates)) {
      this.byUser.set(userId, dates);
      this.stale = true;
    }
  }

  current(): UserDatesErrors {
    if (this.stale) {
      const next: Record<string, readonly LocalDate[]> = {};
      for (const userId of Array.from(this.byUser.keys()).sort((a, b) => a - b)) {
        const dates = this.byUser.get(userId);
        if (dates) next[String(userId)] = dates;
      }
      this.published = next;
      this.stale = false;
    }
    return this.published;
  }
}

/** Adds `delta` to a counter in a map, deleting it at zero so that emptiness means absence. */
export function bump<K>(map: Map<K, number>, key: K, delta: number): void {
  const value = (map.get(key) ?? 0) + delta;
  if (value === 0) map.delete(key);
  else map.set(key, value);
}
