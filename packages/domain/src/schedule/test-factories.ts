/** Builders for schedule tests: each test states only what matters to it. */
import type { ScheduleEvent, ScheduleShift } from "./types.ts";
import type { ValidationInput } from "./validators/index.ts";

export const DEPT = 10;
/** Shift type ids of the default world. */
export const D12 = 1;
export const N12 = 2;
export const D8 = 3;
/** A flag that makes a shift non-working, and one that does not. */
export const LOW_CENSUS = 1;
export const FLOAT = 2;

let nextId = 1;

export function shift(overrides: Partial<ScheduleShift> = {}): ScheduleShift {
  return {
    id: nextId++,
    date: "2026-03-02",
    payrollDate: null,
    typeId: D12,
    departmentId: DEPT,
    assigneeId: 1,
    startTime: "07:00:00",
    endTime: "19:00:00",
    flags: [],
    onCall: false,
    available: false,
    canceled: false,
    giveaway: false,
    swapped: false,
    sitter: false,
    ...overrides,
  };
}

export function day12(
  assigneeId: number,
  date: string,
  overrides: Partial<ScheduleShift> = {},
): ScheduleShift {
  return shift({ assigneeId, date, ...overrides });
}

export function night12(
  assigneeId: number,
  date: string,
  overrides: Partial<ScheduleShift> = {},
): ScheduleShift {
  return shift({ assigneeId, date, typeId: N12, startTime: "19:00:00", endTime: "07:00:00", ...overrides });
}

export function event(overrides: Partial<ScheduleEvent> = {}): ScheduleEvent {
  return { id: `e${nextId++}`, assigneeId: 1, dates: ["2026-03-02"], state: "approved", ...overrides };
}

/** A 42-day period from Sunday 2026-03-01, one RN (user 1, job type 1, job status 1, 36 h a week). */
export function world(overrides: Partial<ValidationInput> = {}): ValidationInput {
  return {
    period: { startOn: "2026-03-01", endOn: "2026-04-11" },
    departmentId: DEPT,
    shifts: [],
    events: [],
    users: [{ id: 1, jobTypeId: 1, jobStatusId: 1, weeklyHours: 36 }],
    shiftTypes: [
      { id: D12, hours: 12 },
      { id: N12, hours: 12 },
      { id: D8, hours: 8 },
    ],
    jobTypes: [],
    jobStatuses: [],
    flags: [
      { id: LOW_CENSUS, working: false, commitment: false, productivity: false },
      { id: FLOAT, working: true, commitment: true, productivity: true },
    ],
    staffNeeded: [],
    consecutiveShifts: [],
    ...overrides,
  };
}
