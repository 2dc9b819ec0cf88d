import { addDays, type LocalDate } from "@rosterly/domain/time";
import { pick } from "./random";
import {
  type PlannedEvent,
  type PlannedShift,
  type RosterPerson,
  vacationDates,
  workingDays,
} from "./schedule-patterns";

/** Ids of the reference rows the demo plan uses. */
export interface PlanRefs {
  d12: number;
  n12: number;
  e8: number;
  call: number;
  charge: number;
  float: number;
  sickCall: number;
  vacation: number;
  education: number;
}

export interface PlanWindow {
  /** First day planned (a Sunday: the previous period's start). */
  start: LocalDate;
  days: number;
  today: LocalDate;
  currentStart: LocalDate;
}

/** Everyone's regular work, time off, floats, sick calls and on-call shifts over the window. */
function regularWork(
  people: readonly RosterPerson[],
  units: readonly number[],
  refs: PlanRefs,
  window: PlanWindow,
  random: () => number,
) {
  const shifts: PlannedShift[] = [];
  const events: PlannedEvent[] = [];
  for (const person of people) {
    const off = new Set<LocalDate>();
    if (random() < 0.45) {
      const dates = vacationDates(window.start, window.days, random);
      events.push({ userId: person.userId, departmentId: person.departmentId, typeId: refs.vacation, dates });
      for (const date of dates) off.add(date);
    }
    if (person.kind === "twelve" && random() < 0.3) {
      const date = addDays(window.start, Math.floor(random() * window.days));
      events.push({
        userId: person.userId,
        departmentId: person.departmentId,
        typeId: refs.education,
        dates: [date],
        comments: "BLS renewal",
      });
      off.add(date);
    }
    for (const date of workingDays(person, window.start, window.days / 7, off, random)) {
      const roll = random();
      const others = units.filter((unit) => unit !== person.departmentId);
      const floatTo = roll < 0.02 && others.length > 0 ? pick(random, others) : undefined;
      const sick = date < window.today && roll > 0.985;
      const flags = sick
        ? [refs.sickCall]
        : [...(person.charge && roll > 0.6 ? [refs.charge] : []), ...(floatTo ? [refs.float] : [])];
      shifts.push({
        userId: person.userId,
        departmentId: floatTo ?? person.departmentId,
        date,
        typeId: person.homeTypeId,
        flags,
        canceled: sick,
        comments: sick ? "Called in sick at 05:10" : undefined,
      });
    }
    if (person.kind === "twelve" && random() < 0.06) {
      const date = addDays(window.start, Math.floor(random() * window.days));
      shifts.push({
        userId: person.userId,
        departmentId: person.departmentId,
        date,
        typeId: refs.call,
        flags: [],
        onCall: true,
      });
    }
  }
  return { shifts, events };
}

/**
 * On purpose, per unit, in the current and next periods: a fourth 12-hour shift in a week (overtime),
 * a double booking (time conflict), four nights in a row (consecutive shifts) and a shift on a
 * vacation day (conflict with an event), so the validators have something to show.
 */
function mistakes(
  people: readonly RosterPerson[],
  units: readonly number[],
  refs: PlanRefs,
  window: PlanWindow,
) {
  const shifts: PlannedShift[] = [];
  const events: PlannedEvent[] = [];
  units.forEach((unit, index) => {
    const staff = people.filter((person) => person.departmentId === unit && person.kind === "twelve");
    const week = addDays(window.currentStart, 7 * (1 + index));
    const at = (person: RosterPerson | undefined, offsets: number[], typeId: number) =>
      person
        ? offsets.map((d) => ({
            userId: person.userId,
            departmentId: unit,
            date: addDays(week, d),
            typeId,
            flags: [],
          }))
        : [];
    shifts.push(...at(staff[1], [7, 9, 11, 13], refs.d12));
    shifts.push(...at(staff[2], [3], refs.d12), ...at(staff[2], [3], refs.e8));
    shifts.push(...at(staff[3], [21, 22, 23, 24], refs.n12));
    const away = staff[4];
    if (away) {
      events.push({
        userId: away.userId,
        departmentId: unit,
        typeId: refs.vacation,
        dates: [addDays(week, 30), addDays(week, 31)],
      });
      shifts.push(...at(away, [30], refs.d12));
    }
  });
  return { shifts, events };
}

export function planActivity(
  people: readonly RosterPerson[],
  units: readonly number[],
  refs: PlanRefs,
  window: PlanWindow,
  random: () => number,
) {
  const regular = regularWork(people, units, refs, window, random);
  const wrong = mistakes(people, units, refs, window);
  return { shifts: [...regular.shifts, ...wrong.shifts], events: [...regular.events, ...wrong.events] };
}
