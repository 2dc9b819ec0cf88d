/**
 * The product's data -> the roster generator's model (packages/roster). Pure: the loader reads the
 * rows, this decides what the generator may change and what it must respect.
 *
 * - One model shift ("slot") per staffing line: a job-type group of the department's staff needed
 *   (or a job type's own, as the imbalance validator reads them) and one of its shift types. A person
 *   may take the slots of their group whose shift type their job type is offered (F-019).
 * - Cover per day and slot: the need, less what people outside the model already work there.
 * - Hours: weekly hours -> at most that in each week from the period start (as the overtime
 *   validator counts) and over the days the person is available; at least three quarters of it
 *   (never more than the open days can hold). Weekly hours 0 = no limit.
 * - Consecutive working days: the organisation's smallest rule for the job type, never more than
 *   DEFAULT_MAX_CONSECUTIVE; weekends: the job status's weekend count as worked weekends.
 * - Days off: approved time off and days held by shifts the generator keeps but cannot model
 *   (another department's, a second shift that day); pending time-off requests become soft requests.
 * - Rest: a shift type may not follow another on the next day when less than MIN_REST_MINUTES lie
 *   between them (no day shift right after a night).
 * - Existing working shifts stay as pins, except `replace` on the chosen days for the chosen staff.
 */
import {
  type ConsecutiveShiftRule,
  consecutiveLimits,
  type JobStatusInfo,
  offeredShiftTypes,
  type StaffNeededGroup,
  staffingGroups,
  weekendMinimum,
} from "@rosterly/domain/schedule";
import { dayOfWeek, datesBetween, parseTimeOfDay, shiftDurationMinutes } from "@rosterly/domain/time";
import {
  type Cover,
  OFF,
  type Pin,
  type Request,
  type RosterModel,
  type ShiftType,
  type StaffMember,
  weekendsFor,
} from "@rosterly/roster";

/** Rest required between the end of one shift and the start of the next day's (11 hours). */
export const MIN_REST_MINUTES = 11 * 60;
/** Consecutive working days when no organisation rule says fewer. */
export const DEFAULT_MAX_CONSECUTIVE = 5;
/** The least share of a person's contracted minutes the generator gives them. */
export const MIN_HOURS_SHARE = 0.75;
/** Cover weights: a missing person costs this much per day, one too many a fifth of it. */
export const UNDER_WEIGHT = 10;
export const OVER_WEIGHT = 2;

export interface FillShiftType {
  id: number;
  startTime: string;
  endTime: string;
  obsolete: boolean;
}

export interface FillJobType {
  id: number;
  settings: Readonly<Record<string, unknown>>;
  staffNeeded: Readonly<Record<string, number>> | null;
}

export interface FillPerson {
  userId: number;
  jobTypeId: number | null;
  jobStatusId: number | null;
  weeklyHours: number;
  charge: boolean;
}

/** An existing shift of the period (any department for people on the schedule; this department for others). */
export interface FillShift {
  id: number;
  assigneeId: number;
  date: string;
  typeId: number;
  departmentId: number;
  startTime: string;
  endTime: string;
  /** Working status (not canceled, given away, ...): only working shifts hold time or count as cover. */
  working: boolean;
  sitter: boolean;
}

export interface FillEvent {
  assigneeId: number;
  dates: readonly string[];
  /** `approved` (or none): the day stays off; `pending_*`: a request. */
  state: string | null;
}

export interface FillOptions {
  existing: "keep" | "replace";
  /** Null = every person of `staff`. */
  staffIds: readonly number[] | null;
  /** Null = every day of the period. */
  dates: readonly string[] | null;
  requestWeight: number;
}

export interface FillInput {
  period: { startOn: string; endOn: string };
  departmentId: number;
  shiftTypes: readonly FillShiftType[];
  jobTypes: readonly FillJobType[];
  jobStatuses: readonly JobStatusInfo[];
  /** The department's `staffNeeded` groups. */
  staffNeeded: readonly StaffNeededGroup[];
  consecutiveShifts: readonly ConsecutiveShiftRule[];
  /** Active people on the department's schedule. */
  staff: readonly FillPerson[];
  /** Anyone else with a shift in the department in the period (their job type decides what it covers). */
  others: readonly FillPerson[];
  shifts: readonly FillShift[];
  events: readonly FillEvent[];
  options: FillOptions;
}

/** A model shift: one shift type of one staffing line. */
export interface Slot {
  /** Index of the staffing line's group. */
  group: number;
  shiftTypeId: number;
  jobTypes: readonly number[];
  need: number;
  startTime: string;
  endTime: string;
}

export interface FillModel {
  model: RosterModel;
  dates: readonly string[];
  /** Model staff index -> user id. */
  userIds: readonly number[];
  slots: readonly Slot[];
  /** Shifts the generator may replace, by user id (`replace` only). */
  replaceable: ReadonlyMap<number, readonly FillShift[]>;
  /** Where the run starts: the replaceable shifts where they are. */
  initial: Int16Array;
}

function isPending(state: string | null): boolean {
  return state !== null && state.startsWith("pending");
}

function blocksTime(state: string | null): boolean {
  return state === null || state === "" || state === "approved";
}

/** Slot a -> slots that may not follow it on the next day for lack of rest. */
export function restConflicts(slots: readonly Pick<Slot, "startTime" | "endTime">[]): number[][] {
  return slots.map((before) => {
    const start = parseTimeOfDay(before.startTime) ?? 0;
    const end = start + (shiftDurationMinutes(before.startTime, before.endTime) ?? 0);
    return slots.flatMap((after, index) => {
      const next = 24 * 60 + (parseTimeOfDay(after.startTime) ?? 0);
      return next - end < MIN_REST_MINUTES ? [index] : [];
    });
  });
}

function staffingSlots(input: FillInput): Slot[] {
  const types = new Map(input.shiftTypes.map((type) => [type.id, type]));
  const slots: Slot[] = [];
  staffingGroups(input.staffNeeded, input.jobTypes).forEach((group, index) => {
    for (const [key, need] of Object.entries(group.shiftTypes)) {
      const type = types.get(Number(key));
      const minutes = type ? shiftDurationMinutes(type.startTime, type.endTime) : null;
      if (!type || !minutes || !(need > 0)) continue;
      slots.push({
        group: index,
        shiftTypeId: type.id,
        jobTypes: group.jobTypes,
        need,
        startTime: type.startTime,
        endTime: type.endTime,
      });
    }
  });
  return slots;
}

function longestRun(days: ReadonlySet<number>): number {
  let longest = 0;
  for (const day of days) {
    if (days.has(day - 1)) continue;
    let length = 1;
    while (days.has(day + length)) length++;
    longest = Math.max(longest, length);
  }
  return longest;
}

/** Builds the model of a fill run (see the file comment for what becomes what). */
export function buildFillModel(input: FillInput): FillModel {
  const dates = datesBetween(input.period.startOn, input.period.endOn);
  const D = dates.length;
  const dayOf = new Map(dates.map((date, d) => [date, d]));
  const slots = staffingSlots(input);
  const slotMinutes = slots.map((slot) => shiftDurationMinutes(slot.startTime, slot.endTime) ?? 0);
  const chosen = input.options.staffIds ? new Set(input.options.staffIds) : null;
  const openDay = new Uint8Array(D).fill(input.options.dates ? 0 : 1);
  for (const date of input.options.dates ?? []) {
    const d = dayOf.get(date);
    if (d !== undefined) openDay[d] = 1;
  }
  const limits = consecutiveLimits(input.consecutiveShifts);
  const statuses = new Map(input.jobStatuses.map((status) => [status.id, status]));
  const weekends = weekendsFor(D, (dayOfWeek(input.period.startOn) + 6) % 7);

  // Which slots a person may take: their first group's lines of shift types they are offered.
  const allowedOf = (person: FillPerson): Set<number> => {
    const jobTypeId = person.jobTypeId;
    const group =
      jobTypeId === null ? undefined : slots.find((slot) => slot.jobTypes.includes(jobTypeId))?.group;
    if (group === undefined) return new Set();
    const offered = new Set(
      offeredShiftTypes({
        shiftTypes: input.shiftTypes,
        jobTypes: input.jobTypes,
        jobTypeId,
        charge: person.charge,
      }).map((type) => type.id),
    );
    return new Set(
      slots.flatMap((slot, t) => (slot.group === group && offered.has(slot.shiftTypeId) ? [t] : [])),
    );
  };
  const candidates = input.staff
    .filter((person) => chosen === null || chosen.has(person.userId))
    .map((person) => ({ person, allowed: allowedOf(person) }))
    .filter((candidate) => candidate.allowed.size > 0);
  const people = candidates.map((candidate) => candidate.person);
  const allowed = candidates.map((candidate) => candidate.allowed);
  const userIds = people.map((person) => person.userId);
  const indexOf = new Map(userIds.map((id, s) => [id, s]));

  const requirement = new Float64Array(D * slots.length);
  slots.forEach((slot, t) => {
    for (let d = 0; d < D; d++) requirement[d * slots.length + t] = slot.need;
  });
  const slotOf = (shift: FillShift, jobTypeId: number | null): number =>
    shift.departmentId !== input.departmentId || shift.sitter || jobTypeId === null
      ? -1
      : slots.findIndex((slot) => slot.shiftTypeId === shift.typeId && slot.jobTypes.includes(jobTypeId));
  const jobTypeOf = new Map(
    [...input.staff, ...input.others].map((person) => [person.userId, person.jobTypeId]),
  );

  // Existing working shifts per person and day.
  const byPersonDay = new Map<string, FillShift[]>();
  for (const shift of input.shifts) {
    if (!shift.working || !dayOf.has(shift.date)) continue;
    const key = `${shift.assigneeId}:${shift.date}`;
    byPersonDay.set(key, [...(byPersonDay.get(key) ?? []), shift]);
    if (!indexOf.has(shift.assigneeId)) {
      // Someone the generator does not schedule: their shift already covers its line.
      const t = slotOf(shift, jobTypeOf.get(shift.assigneeId) ?? null);
      const d = dayOf.get(shift.date) ?? 0;
      if (t >= 0) requirement[d * slots.length + t] = (requirement[d * slots.length + t] ?? 0) - 1;
    }
  }

  const pins: Pin[] = [];
  const replaceable = new Map<number, FillShift[]>();
  const initial = new Int16Array(people.length * D).fill(OFF);
  const offRequests: Request[] = [];
  const staff: StaffMember[] = people.map((person, s) => {
    const daysOff = new Set<number>();
    let fixedMinutes = 0;
    let pinnedMinutes = 0;
    const pinned = new Set<number>();
    for (const event of input.events) {
      if (event.assigneeId !== person.userId) continue;
      for (const date of event.dates) {
        const d = dayOf.get(date);
        if (d === undefined) continue;
        if (blocksTime(event.state)) daysOff.add(d);
        else if (isPending(event.state) && input.options.requestWeight > 0)
          for (const t of allowed[s] ?? [])
            offRequests.push({ staff: s, day: d, shift: t, weight: input.options.requestWeight });
      }
    }
    dates.forEach((date, d) => {
      const existing = byPersonDay.get(`${person.userId}:${date}`) ?? [];
      const single = existing.length === 1 ? existing[0] : undefined;
      const t = single ? slotOf(single, person.jobTypeId) : -1;
      const modelled = single !== undefined && t >= 0 && (allowed[s]?.has(t) ?? false);
      if (modelled && input.options.existing === "replace" && openDay[d] === 1) {
        replaceable.set(person.userId, [...(replaceable.get(person.userId) ?? []), single]);
        initial[s * D + d] = t;
        return;
      }
      if (modelled) {
        pins.push({ staff: s, day: d, shift: t });
        pinned.add(d);
        pinnedMinutes += slotMinutes[t] ?? 0;
        daysOff.delete(d);
        return;
      }
      if (existing.length > 0) {
        // Held by shifts the model cannot hold: the day is taken, and its time counts against the hours.
        daysOff.add(d);
        for (const shift of existing) {
          fixedMinutes += shiftDurationMinutes(shift.startTime, shift.endTime) ?? 0;
          const line = slotOf(shift, person.jobTypeId);
          if (line >= 0)
            requirement[d * slots.length + line] = (requirement[d * slots.length + line] ?? 0) - 1;
        }
        return;
      }
      if (openDay[d] === 0 && !daysOff.has(d)) pins.push({ staff: s, day: d, shift: OFF });
    });
    const choices = [...(allowed[s] ?? [])];
    const longest = Math.max(0, ...choices.map((t) => slotMinutes[t] ?? 0));
    const freeDays = dates.filter((_, d) => openDay[d] === 1 && !daysOff.has(d) && !pinned.has(d)).length;
    const available = D - daysOff.size;
    let maxMinutes = longest * D;
    let minMinutes = 0;
    if (person.weeklyHours > 0) {
      const contracted = Math.round((person.weeklyHours * 60 * available) / 7) - fixedMinutes;
      maxMinutes = Math.max(pinnedMinutes, contracted);
      minMinutes = Math.min(Math.floor(contracted * MIN_HOURS_SHARE), pinnedMinutes + freeDays * longest);
      minMinutes = Math.max(0, Math.min(minMinutes, maxMinutes));
    }
    const rule = person.jobTypeId === null ? undefined : limits.get(person.jobTypeId);
    const limit = Math.min(DEFAULT_MAX_CONSECUTIVE, ...(rule ? [...rule.values()] : []));
    // Shifts the generator keeps never make its model impossible: their own runs set the floor.
    const maxConsecutive = Math.max(limit, longestRun(pinned));
    const status = person.jobStatusId === null ? undefined : statuses.get(person.jobStatusId);
    const weekendCount = weekendMinimum(status) ?? 0;
    return {
      id: String(person.userId),
      maxPerType: slots.map((_, t) => (allowed[s]?.has(t) ? D : 0)),
      minMinutes,
      maxMinutes,
      // The overtime validator's rule: each week from the period start within the weekly hours.
      maxWeekMinutes: person.weeklyHours > 0 ? Math.round(person.weeklyHours * 60) : 0,
      maxConsecutive: Math.max(1, Math.floor(maxConsecutive)),
      minConsecutive: 1,
      minConsecutiveOff: 1,
      maxWeekends: weekends.length,
      minWeekends: Math.min(
        weekends.filter((days) => days.some((d) => pinned.has(d) || (openDay[d] === 1 && !daysOff.has(d))))
          .length,
        Math.ceil(weekendCount),
      ),
      daysOff: [...daysOff].sort((a, b) => a - b),
    };
  });

  const rest = restConflicts(slots);
  const shifts: ShiftType[] = slots.map((slot, t) => ({
    id: `${slot.shiftTypeId}/${slot.jobTypes.join("+")}`,
    minutes: slotMinutes[t] ?? 0,
    cannotFollow: rest[t] ?? [],
  }));
  const cover: Cover[] = [];
  for (let d = 0; d < D; d++) {
    slots.forEach((_, t) => {
      if (openDay[d] === 0) return;
      cover.push({
        day: d,
        shift: t,
        requirement: Math.max(0, Math.round(requirement[d * slots.length + t] ?? 0)),
        underWeight: UNDER_WEIGHT,
        overWeight: OVER_WEIGHT,
      });
    });
  }
  return {
    model: {
      name: `department ${input.departmentId} ${input.period.startOn}`,
      days: D,
      weekends,
      shifts,
      staff,
      onRequests: [],
      offRequests,
      cover,
      pins,
    },
    dates,
    userIds,
    slots,
    replaceable,
    initial,
  };
}
