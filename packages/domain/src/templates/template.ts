// Schedule templates (J-001, Z-029): per person, the activities of each day of a repeating pattern.
import { DEFAULT_PERIOD_DAYS } from "../schedule/periods.ts";
import { addDays, DAYS_PER_WEEK, datesBetween, diffDays } from "../time/local-date.ts";

/** One activity of a template day: what a shift made from it will hold. */
export interface TemplateActivity {
  typeId: number;
  startTime: string;
  endTime: string;
  flags: readonly number[];
  comments: string;
  internalComments: string;
  obligatory: boolean;
  onCall: boolean;
  overtime: boolean;
  sitter: boolean;
  settings: { sitter?: { room: string; reason: string } | null };
}

/** A day of the pattern: `offset` days after its first day. */
export interface TemplateDay<A = TemplateActivity> {
  offset: number;
  activities: readonly A[];
}

/** At most this many activities on one template day (a split shift has at most 3 parts). */
export const MAX_TEMPLATE_ACTIVITIES = 3;

/**
 * How many days a department's pattern covers: its weeks per schedule times 7 when set,
 * otherwise the hospital's period length (42 days by default).
 */
export function templateLength(
  periodDays: number | null | undefined,
  weeksPerSchedule: number | null | undefined,
): number {
  if (weeksPerSchedule && weeksPerSchedule > 0) return weeksPerSchedule * DAYS_PER_WEEK;
  return periodDays && periodDays > 0 ? periodDays : DEFAULT_PERIOD_DAYS;
}

/** The days with `offset` set to `activities` (removed when none), in offset order. */
export function setTemplateDay<A>(
  days: readonly TemplateDay<A>[],
  offset: number,
  activities: readonly A[],
): TemplateDay<A>[] {
  const others = days.filter((day) => day.offset !== offset);
  const next = activities.length > 0 ? [...others, { offset, activities: [...activities] }] : others;
  return next.sort((a, b) => a.offset - b.offset);
}

/** Why a day of a period receives nothing from the template. */
export type SkipReason = "has_shift" | "has_event" | "not_assignable";

export interface PlannedActivity<A> {
  userId: number;
  date: string;
  offset: number;
  activity: A;
}

export interface SkippedDay {
  userId: number;
  date: string;
  offset: number;
  reason: SkipReason;
}

export interface TemplatePlan<A> {
  planned: PlannedActivity<A>[];
  skipped: SkippedDay[];
}

/**
 * What applying templates to a period makes: day `i` of the period takes the pattern's day
 * `i mod length`, so a shorter rotation repeats to fill the period. A day that already holds a
 * shift or a time-off event of the person is skipped, never overwritten; so is everyone who may
 * not hold shifts. Each skip is reported once per person and day.
 */
export function planTemplate<A>(input: {
  startOn: string;
  endOn: string;
  length: number;
  people: readonly { userId: number; days: readonly TemplateDay<A>[]; assignable: boolean }[];
  /** Why the person's day is taken, or null when it is free. */
  occupied: (userId: number, date: string) => "has_shift" | "has_event" | null;
}): TemplatePlan<A> {
  const { startOn, length } = input;
  const planned: PlannedActivity<A>[] = [];
  const skipped: SkippedDay[] = [];
  if (length <= 0) return { planned, skipped };
  const dates = datesBetween(startOn, input.endOn);
  for (const person of input.people) {
    const byOffset = new Map(person.days.map((day) => [day.offset, day.activities]));
    for (const date of dates) {
      const offset = diffDays(date, startOn) % length;
      const activities = byOffset.get(offset);
      if (!activities || activities.length === 0) continue;
      const reason = person.assignable ? input.occupied(person.userId, date) : "not_assignable";
      if (reason !== null) {
        skipped.push({ userId: person.userId, date, offset, reason });
        continue;
      }
      for (const activity of activities) planned.push({ userId: person.userId, date, offset, activity });
    }
  }
  return { planned, skipped };
}

/**
 * A period's entries as a pattern (saving a schedule as a template): each entry lands on the day
 * `date - startOn`; days past the pattern's length are left out. Days keep the entries' order.
 */
export function templateDaysFrom<E extends { date: string }, A>(
  entries: readonly E[],
  startOn: string,
  length: number,
  toActivity: (entry: E) => A,
): TemplateDay<A>[] {
  const byOffset = new Map<number, A[]>();
  for (const entry of entries) {
    const offset = diffDays(entry.date, startOn);
    if (offset < 0 || offset >= length) continue;
    const day = byOffset.get(offset);
    if (day) day.push(toActivity(entry));
    else byOffset.set(offset, [toActivity(entry)]);
  }
  return [...byOffset.entries()]
    .sort(([a], [b]) => a - b)
    .map(([offset, activities]) => ({ offset, activities: activities.slice(0, MAX_TEMPLATE_ACTIVITIES) }));
}

/** The date a pattern day falls on when the pattern starts on `anchor`. */
export function templateDate(anchor: string, offset: number): string {
  return addDays(anchor, offset);
}
