/**
 * Random edit sequences: the incrementally maintained state must always equal a fresh validation
 * of the same data, and the time conflict engine must equal a naive all-pairs check.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, dayInterval, formatTimeOfDay, parseLocalDate, parseTimeOfDay } from "../../time/index.ts";
import { D8, D12, DEPT, FLOAT, LOW_CENSUS, N12, world } from "../test-factories.ts";
import type { EntityId, ScheduleEvent, ScheduleShift } from "../types.ts";
import { indexFlags, isWorking } from "../working-status.ts";
import {
  type ScheduleChange,
  ScheduleValidationState,
  type ValidateOptions,
  type ValidationInput,
  validateConsecutiveShifts,
  validateImbalance,
  validateMinimumCount,
  validateOvertime,
  validateSchedule,
  validateTimeConflicts,
} from "./index.ts";

const START = "2026-03-01";
const base = world({
  period: { startOn: START, endOn: "2026-03-14" },
  users: [
    { id: 1, jobTypeId: 1, jobStatusId: 1, weeklyHours: 24 },
    { id: 2, jobTypeId: 2, jobStatusId: 2, weeklyHours: 36 },
    { id: 3, jobTypeId: 4, jobStatusId: 1, weeklyHours: 0 },
  ],
  shiftTypes: [
    { id: D12, hours: 12 },
    { id: N12, hours: 12 },
    { id: D8, hours: 0 },
  ],
  jobTypes: [{ id: 2, staffNeeded: { [D8]: 1, [N12]: 1 } }],
  jobStatuses: [
    { id: 1, minShiftSettings: { countRules: { weekend: [{ count: 2 }] } } },
    { id: 2, minShiftSettings: { countRules: { weekend: [{ count: 1 }] } } },
  ],
  staffNeeded: [{ jobTypes: [1, 4], shiftTypes: { [D12]: 1, [N12]: 1 } }],
  consecutiveShifts: [
    { jobTypes: [1, 2], shiftTypes: { [D12]: 2, [N12]: 1 } },
    { jobTypes: [4], shiftTypes: { [D12]: 3 } },
  ],
});

const times = fc
  .constantFrom(0, 360, 420, 780, 900, 1140, 1380)
  .map((m) => formatTimeOfDay(m, { seconds: true }));
/** Mostly the type's own times, so that staffing is often exactly met and error sets shrink too. */
const TYPE_TIMES: Record<number, [string, string]> = {
  [D12]: ["07:00:00", "19:00:00"],
  [N12]: ["19:00:00", "07:00:00"],
  [D8]: ["07:00:00", "15:00:00"],
};
const typeAndTimes = fc
  .tuple(fc.constantFrom(D12, N12, D8), fc.boolean(), fc.boolean(), times, times)
  .map(([typeId, canonical, alsoCanonical, startTime, endTime]) => {
    const [typeStart, typeEnd] = TYPE_TIMES[typeId] ?? ["07:00:00", "19:00:00"];
    return canonical || alsoCanonical
      ? { typeId, startTime: typeStart, endTime: typeEnd }
      : { typeId, startTime, endTime };
  });
/** Each way of not working is rare, so that most shifts count and errors come and go. */
const rarely = fc.integer({ min: 1, max: 20 }).map((n) => n === 1);
const shiftArb = fc
  .record({
    id: fc.integer({ min: 1, max: 40 }),
    date: fc.integer({ min: -4, max: 17 }).map((d) => addDays(START, d)),
    payrollOffset: fc.constantFrom(null, null, 0, 1),
    type: typeAndTimes,
    departmentId: fc.constantFrom(DEPT, DEPT, DEPT, DEPT, DEPT, 99),
    assigneeId: fc.constantFrom(1, 1, 1, 2, 2, 3, 4, null),
    flags: fc.constantFrom<number[]>([], [], [], [], [], [FLOAT], [FLOAT], [LOW_CENSUS]),
    onCall: rarely,
    available: rarely,
    canceled: rarely,
    giveaway: rarely,
    swapped: rarely,
    sitter: rarely,
  })
  .map(
    ({ payrollOffset, type, ...rest }): ScheduleShift => ({
      ...rest,
      ...type,
      payrollDate: payrollOffset === null ? null : addDays(rest.date, payrollOffset),
    }),
  );

const eventArb = fc.record({
  id: fc.constantFrom("a", "b", "c", "d"),
  assigneeId: fc.constantFrom(1, 2, 3, null),
  dates: fc.uniqueArray(
    fc.integer({ min: -2, max: 15 }).map((d) => addDays(START, d)),
    { maxLength: 3 },
  ),
  startTime: fc.option(times, { nil: null }),
  endTime: fc.option(times, { nil: null }),
  state: fc.constantFrom("approved", null, "pending_scheduler_approval", "withdrawn"),
});

const changeArb: fc.Arbitrary<ScheduleChange> = fc.record(
  {
    upsertedShifts: fc.array(shiftArb, { maxLength: 3 }),
    removedShiftIds: fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 2 }),
    upsertedEvents: fc.array(eventArb, { maxLength: 1 }),
    removedEventIds: fc.array(fc.constantFrom("a", "b", "c", "d"), { maxLength: 1 }),
  },
  { requiredKeys: [] },
);

const optionsArb: fc.Arbitrary<ValidateOptions> = fc.record({
  mode: fc.constantFrom("schedule" as const, "own" as const),
  viewerIsStaff: fc.boolean(),
});

function applyToModel(
  shifts: Map<EntityId, ScheduleShift>,
  events: Map<EntityId, ScheduleEvent>,
  change: ScheduleChange,
) {
  for (const id of change.removedShiftIds ?? []) shifts.delete(id);
  for (const id of change.removedEventIds ?? []) events.delete(id);
  for (const s of change.upsertedShifts ?? []) shifts.set(s.id, s);
  for (const e of change.upsertedEvents ?? []) events.set(e.id, e);
}

/** All pairs, no day bucketing: what the time conflict rule says, computed the slow way. */
function naiveConflicts(input: ValidationInput): Record<string, string[]> {
  const flags = indexFlags(input.flags);
  type Slot = { user: number; day: number; start: number; end: number; isEvent: boolean };
  const slots: Slot[] = [];
  for (const s of input.shifts) {
    const day = parseLocalDate(s.date);
    const start = parseTimeOfDay(s.startTime);
    const end = parseTimeOfDay(s.endTime);
    if (s.assigneeId === null || day === null || start === null || end === null || !isWorking(s, flags))
      continue;
    slots.push({ user: s.assigneeId, day, ...dayInterval(day, start, end), isEvent: false });
  }
  for (const e of input.events) {
    if (e.assigneeId === null || (e.state && e.state !== "approved")) continue;
    for (const date of e.dates) {
      const day = parseLocalDate(date) ?? 0;
      const start = e.startTime && e.endTime ? parseTimeOfDay(e.startTime) : 0;
      const end = e.startTime && e.endTime ? parseTimeOfDay(e.endTime) : 0;
      slots.push({ user: e.assigneeId, day, ...dayInterval(day, start ?? 0, end ?? 0), isEvent: true });
    }
  }
  const first = parseLocalDate(input.period.startOn) ?? 0;
  const last = parseLocalDate(input.period.endOn) ?? 0;
  const found: Record<string, Set<string>> = {};
  slots.forEach((a, i) =>
    slots.forEach((b, j) => {
      if (i === j || a.user !== b.user || (a.isEvent && b.isEvent) || !(a.start < b.end && b.start < a.end))
        return;
      if (a.day < first || a.day > last) return;
      (found[String(a.user)] ??= new Set()).add(addDays(START, a.day - (parseLocalDate(START) ?? 0)));
    }),
  );
  return Object.fromEntries(Object.entries(found).map(([user, dates]) => [user, [...dates].sort()]));
}

describe("incremental validation", () => {
  it("equals a full recompute after every edit of a random sequence", () => {
    fc.assert(
      fc.property(
        fc.array(shiftArb, { minLength: 5, maxLength: 40, size: "max" }),
        fc.array(eventArb, { maxLength: 3 }),
        fc.array(changeArb, { minLength: 1, maxLength: 25, size: "max" }),
        optionsArb,
        (initialShifts, initialEvents, changes, options) => {
          const shifts = new Map(initialShifts.map((s) => [s.id, s]));
          const events = new Map(initialEvents.map((e) => [e.id, e]));
          const current = (): ValidationInput => ({
            ...base,
            shifts: [...shifts.values()],
            events: [...events.values()],
          });
          const state = new ScheduleValidationState(current(), options);
          expect(state.results()).toEqual(validateSchedule(current(), options));
          for (const change of changes) {
            applyToModel(shifts, events, change);
            expect(state.applyChange(change)).toEqual(validateSchedule(current(), options));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("the one-validator functions agree with validateSchedule", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(shiftArb, { selector: (s) => s.id, maxLength: 40, size: "max" }),
        fc.uniqueArray(eventArb, { selector: (e) => e.id }),
        (shifts, events) => {
          const input = { ...base, shifts, events };
          const byName = new Map(validateSchedule(input).map((r) => [r.validator, r.error_data]));
          expect(validateTimeConflicts(input)).toEqual(byName.get("TimeConflictValidator") ?? {});
          expect(validateConsecutiveShifts(input)).toEqual(byName.get("ConsecutiveShiftsValidator") ?? {});
          expect(validateImbalance(input)).toEqual(byName.get("ImbalanceValidator") ?? []);
          expect(validateOvertime(input)).toEqual(byName.get("OvertimeValidator") ?? {});
          expect(validateMinimumCount(input)).toEqual(byName.get("MinimumCountValidator") ?? {});
        },
      ),
      { numRuns: 300 },
    );
  });

  it("time conflicts equal a naive all-pairs check", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(shiftArb, { selector: (s) => s.id, maxLength: 40, size: "max" }),
        fc.uniqueArray(eventArb, { selector: (e) => e.id }),
        (shifts, events) => {
          const input = { ...base, shifts, events };
          expect(validateTimeConflicts(input)).toEqual(naiveConflicts(input));
        },
      ),
      { numRuns: 500 },
    );
  });
});
