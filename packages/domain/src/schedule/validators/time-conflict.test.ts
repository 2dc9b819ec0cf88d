import { describe, expect, it } from "vitest";
import { day12, event, FLOAT, LOW_CENSUS, night12, shift, world } from "../test-factories.ts";
import type { ScheduleEvent, ScheduleShift } from "../types.ts";
import { validateTimeConflicts } from "./index.ts";

function conflicts(shifts: ScheduleShift[], events: ScheduleEvent[] = []) {
  return validateTimeConflicts(world({ shifts, events }));
}

const AUTUMN = { startOn: "2026-10-25", endOn: "2026-11-21" };

describe("TimeConflictValidator: working shifts", () => {
  it.each<[string, ScheduleShift[], Record<string, string[]>]>([
    ["no shifts", [], {}],
    ["one shift", [day12(1, "2026-03-02")], {}],
    [
      "overlapping the same day",
      [day12(1, "2026-03-02"), shift({ date: "2026-03-02", startTime: "15:00:00", endTime: "23:00:00" })],
      { "1": ["2026-03-02"] },
    ],
    [
      "touching: a day shift then a night shift (end exclusive)",
      [day12(1, "2026-03-02"), night12(1, "2026-03-02")],
      {},
    ],
    [
      "touching across midnight: a night shift then the next day shift",
      [night12(1, "2026-03-02"), day12(1, "2026-03-03")],
      {},
    ],
    [
      "a night shift overlapping the next morning (adjacent days)",
      [night12(1, "2026-03-02"), shift({ date: "2026-03-03", startTime: "06:00:00", endTime: "14:00:00" })],
      { "1": ["2026-03-02", "2026-03-03"] },
    ],
    [
      "a night shift overlapping the previous evening",
      [shift({ date: "2026-03-02", startTime: "15:00:00", endTime: "23:00:00" }), night12(1, "2026-03-02")],
      { "1": ["2026-03-02"] },
    ],
    [
      "a 24 h shift (end equal to start) and the next morning",
      [
        shift({ date: "2026-03-02", startTime: "07:00:00", endTime: "07:00:00" }),
        shift({ date: "2026-03-03", startTime: "06:30:00", endTime: "08:00:00" }),
      ],
      { "1": ["2026-03-02", "2026-03-03"] },
    ],
    ["two days apart", [night12(1, "2026-03-02"), night12(1, "2026-03-04")], {}],
    ["different users", [day12(1, "2026-03-02"), day12(2, "2026-03-02")], {}],
    ["identical shifts", [day12(1, "2026-03-02"), day12(1, "2026-03-02")], { "1": ["2026-03-02"] }],
    [
      "a working flag still counts",
      [day12(1, "2026-03-02"), day12(1, "2026-03-02", { flags: [FLOAT] })],
      { "1": ["2026-03-02"] },
    ],
    [
      "on the DST change day, by wall clock",
      [
        shift({ date: "2026-03-08", startTime: "01:00:00", endTime: "03:00:00" }),
        shift({ date: "2026-03-08", startTime: "02:00:00", endTime: "04:00:00" }),
      ],
      { "1": ["2026-03-08"] },
    ],
    [
      "one before the period: only in-period dates are reported",
      [night12(1, "2026-02-28"), shift({ date: "2026-03-01", startTime: "06:00:00", endTime: "10:00:00" })],
      { "1": ["2026-03-01"] },
    ],
    [
      "one after the period end",
      [night12(1, "2026-04-11"), shift({ date: "2026-04-12", startTime: "06:00:00", endTime: "10:00:00" })],
      { "1": ["2026-04-11"] },
    ],
    ["both outside the period", [day12(1, "2026-02-20"), day12(1, "2026-02-20")], {}],
    [
      "several users, sorted dates",
      [
        day12(2, "2026-03-05"),
        day12(2, "2026-03-05"),
        day12(1, "2026-03-09"),
        day12(1, "2026-03-09"),
        day12(1, "2026-03-03"),
        day12(1, "2026-03-03"),
      ],
      { "1": ["2026-03-03", "2026-03-09"], "2": ["2026-03-05"] },
    ],
  ])("%s", (_name, shifts, expected) => {
    expect(conflicts(shifts)).toEqual(expected);
  });

  it.each<[string, Partial<ScheduleShift>]>([
    ["on call", { onCall: true }],
    ["canceled", { canceled: true }],
    ["given away", { giveaway: true }],
    ["swapped", { swapped: true }],
    ["available", { available: true }],
    ["non-working flag", { flags: [LOW_CENSUS] }],
    ["unassigned", { assigneeId: null }],
    ["malformed time", { endTime: "25:00" }],
  ])("a %s shift does not conflict", (_name, overrides) => {
    expect(conflicts([day12(1, "2026-03-02"), day12(1, "2026-03-02", overrides)])).toEqual({});
  });
});

describe("TimeConflictValidator across the fall-back night (13 h elapse, 12 h on the clock)", () => {
  it.each<[string, string, Record<string, string[]>]>([
    ["touching the next morning at 07:00", "07:00:00", {}],
    ["starting one minute before 07:00", "06:59:00", { "1": ["2026-10-31", "2026-11-01"] }],
  ])("a 19:00-07:00 night and a shift %s", (_name, startTime, expected) => {
    const shifts = [night12(1, "2026-10-31"), shift({ date: "2026-11-01", startTime, endTime: "12:00:00" })];
    expect(validateTimeConflicts(world({ shifts, period: AUTUMN }))).toEqual(expected);
  });
});

describe("TimeConflictValidator: events", () => {
  it.each<[string, ScheduleShift[], ScheduleEvent[], Record<string, string[]>]>([
    [
      "an approved whole-day event on a shift day",
      [day12(1, "2026-03-02")],
      [event()],
      { "1": ["2026-03-02"] },
    ],
    [
      "an event without a request state (a manager's)",
      [day12(1, "2026-03-02")],
      [event({ state: null })],
      { "1": ["2026-03-02"] },
    ],
    ["a pending request", [day12(1, "2026-03-02")], [event({ state: "pending_scheduler_approval" })], {}],
    ["a rejected request", [day12(1, "2026-03-02")], [event({ state: "rejected" })], {}],
    [
      "a night shift running into a day off",
      [night12(1, "2026-03-02")],
      [event({ dates: ["2026-03-03"] })],
      { "1": ["2026-03-02", "2026-03-03"] },
    ],
    [
      "a night shift two days before a day off",
      [night12(1, "2026-03-01")],
      [event({ dates: ["2026-03-03"] })],
      {},
    ],
    [
      "an event with hours inside the shift",
      [day12(1, "2026-03-02")],
      [event({ startTime: "09:00:00", endTime: "13:00:00" })],
      { "1": ["2026-03-02"] },
    ],
    [
      "an event with hours outside the shift",
      [night12(1, "2026-03-02")],
      [event({ startTime: "09:00:00", endTime: "13:00:00" })],
      {},
    ],
    [
      "two events overlapping each other",
      [],
      [event(), event({ startTime: "09:00:00", endTime: "10:00:00" })],
      {},
    ],
    ["an event of another user", [day12(1, "2026-03-02")], [event({ assigneeId: 2 })], {}],
    [
      "a multi-date event flags each conflicting date",
      [day12(1, "2026-03-02"), day12(1, "2026-03-04")],
      [event({ dates: ["2026-03-02", "2026-03-03", "2026-03-04"] })],
      { "1": ["2026-03-02", "2026-03-04"] },
    ],
    ["an event against a canceled shift", [day12(1, "2026-03-02", { canceled: true })], [event()], {}],
  ])("%s", (_name, shifts, events, expected) => {
    expect(conflicts(shifts, events)).toEqual(expected);
  });
});
