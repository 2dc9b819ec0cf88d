import { addDays, dayOfWeek, type LocalDate } from "@rosterly/domain/time";
import { pick } from "./random";

/** One person on a unit's schedule, as the demo pattern needs them. */
export interface RosterPerson {
  userId: number;
  departmentId: number;
  /** 12-hour nurses work day or night 12s; secretaries and transporters 8-hour days. */
  kind: "twelve" | "eight";
  homeTypeId: number;
  weeklyHours: number;
  charge: boolean;
}

export interface PlannedShift {
  userId: number;
  departmentId: number;
  date: LocalDate;
  typeId: number;
  flags: number[];
  onCall?: boolean;
  canceled?: boolean;
  comments?: string;
}

export interface PlannedEvent {
  userId: number;
  departmentId: number;
  typeId: number;
  dates: LocalDate[];
  comments?: string;
}

/** Shifts a week: weekly hours over the shift length; per diem staff pick up one or two. */
function shiftsPerWeek(person: RosterPerson, random: () => number): number {
  const length = person.kind === "twelve" ? 12 : 8;
  if (person.weeklyHours <= 0) return random() < 0.5 ? 1 : 2;
  return Math.max(1, Math.round(person.weeklyHours / length));
}

/** The longest run a pattern makes: inside the demo's consecutive-shift rules (3 nights, 4 days, 6 eights). */
const longestRun = (person: RosterPerson) => (person.kind === "eight" ? 5 : 3);

/**
 * A person's working days over consecutive weeks from `start` (a Sunday): their weekly count,
 * one weekend day every other week (the weekend minimum), never a longer run than the rules allow,
 * and nothing on days they are off (vacation).
 */
export function workingDays(
  person: RosterPerson,
  start: LocalDate,
  weeks: number,
  off: ReadonlySet<LocalDate>,
  random: () => number,
): LocalDate[] {
  const worked: LocalDate[] = [];
  const workedSet = new Set<LocalDate>();
  const runBefore = (date: LocalDate) => {
    let run = 0;
    while (workedSet.has(addDays(date, -(run + 1)))) run += 1;
    return run;
  };
  const limit = longestRun(person);
  for (let week = 0; week < weeks; week += 1) {
    const weekStart = addDays(start, week * 7);
    const wanted = shiftsPerWeek(person, random);
    const weekend = person.kind === "twelve" && week % 2 === person.userId % 2 ? [pick(random, [0, 6])] : [];
    const weekdays = [1, 2, 3, 4, 5].sort(() => random() - 0.5);
    const order = person.kind === "eight" ? [1, 2, 3, 4, 5, 0, 6] : [...weekend, ...weekdays, 0, 6];
    let taken = 0;
    for (const day of order) {
      if (taken >= wanted) break;
      const date = addDays(weekStart, day);
      if (workedSet.has(date) || off.has(date) || runBefore(date) >= limit) continue;
      worked.push(date);
      workedSet.add(date);
      taken += 1;
    }
  }
  return worked.sort();
}

/** Up to five days of vacation inside the window, on whole weekdays or across a weekend. */
export function vacationDates(start: LocalDate, days: number, random: () => number): LocalDate[] {
  const length = 2 + Math.floor(random() * 4);
  const first = addDays(start, Math.floor(random() * Math.max(1, days - length)));
  return Array.from({ length }, (_, i) => addDays(first, i));
}

export const isWeekendDate = (date: LocalDate) => dayOfWeek(date) === 0 || dayOfWeek(date) === 6;
