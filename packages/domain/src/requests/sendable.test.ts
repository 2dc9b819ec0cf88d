import { describe, expect, it } from "vitest";
import {
  dateRange,
  earliestTimeOff,
  mergeDates,
  offeredShiftChanges,
  type RequestableShift,
  type RequestOffer,
  requestableEventTypes,
  rescheduleIssue,
  shiftRequestBlock,
  shiftStarted,
  swapClosed,
  TIME_OFF_DATES_MAX,
  timeOffDatesIssue,
} from "./sendable.ts";

const offer: RequestOffer = {
  giveawayEnabled: true,
  rescheduleEnabled: true,
  splitEnabled: true,
  swapCutoffHours: 48,
  eventMinNoticeDays: 0,
  requestableEventTypes: null,
};

describe("what staff may send", () => {
  it("offers the enabled kinds of shift change; swaps always", () => {
    expect(offeredShiftChanges(offer)).toEqual(["giveaway", "swap", "reschedule", "split"]);
    expect(
      offeredShiftChanges({
        ...offer,
        giveawayEnabled: false,
        rescheduleEnabled: false,
        splitEnabled: false,
      }),
    ).toEqual(["swap"]);
    expect(offeredShiftChanges({ ...offer, splitEnabled: false })).toEqual([
      "giveaway",
      "swap",
      "reschedule",
    ]);
  });

  it("offers event types that are not admin-only or obsolete, within the hospital's list", () => {
    const types = [
      { id: 1, adminOnly: false, obsolete: false },
      { id: 2, adminOnly: true, obsolete: false },
      { id: 3, adminOnly: false, obsolete: true },
      { id: 4, adminOnly: false, obsolete: false },
    ];
    expect(requestableEventTypes(types, offer).map((type) => type.id)).toEqual([1, 4]);
    expect(
      requestableEventTypes(types, { ...offer, requestableEventTypes: [2, 4] }).map((t) => t.id),
    ).toEqual([4]);
  });

  const shiftOn = (date: string, extra: Partial<RequestableShift> = {}): RequestableShift => ({
    assigneeId: 7,
    date,
    startTime: "07:00:00",
    endTime: "19:00:00",
    canceled: false,
    onCall: false,
    available: false,
    giveaway: false,
    swapped: false,
    flags: [],
    ...extra,
  });
  // 07:00 CDT on March 9 is 12:00 UTC.
  const caller = {
    userId: 7,
    now: Date.parse("2026-03-09T11:59:00Z"),
    timeZone: "America/Chicago",
    // Flag 3 marks a shift not worked.
    flags: new Map([
      [1, { working: true, commitment: true, productivity: true }],
      [3, { working: false, commitment: true, productivity: true }],
    ]),
    flagAllowsRequest: (id: number) => id === 1 || id === 3,
  };

  it.each([
    [shiftOn("2026-03-10"), null],
    [shiftOn("2026-03-09"), null],
    [shiftOn("2026-03-10", { assigneeId: 8 }), "not_own"],
    [shiftOn("2026-03-10", { assigneeId: null }), "not_own"],
    [shiftOn("2026-03-08"), "started"],
    [shiftOn("2026-03-08", { startTime: "19:00:00", endTime: "07:00:00" }), "started"],
    [shiftOn("2026-03-10", { canceled: true }), "canceled"],
    [shiftOn("2026-03-10", { giveaway: true }), "not_worked"],
    [shiftOn("2026-03-10", { swapped: true }), "not_worked"],
    [shiftOn("2026-03-10", { available: true }), "not_worked"],
    [shiftOn("2026-03-10", { onCall: true }), "not_worked"],
    [shiftOn("2026-03-10", { flags: [3] }), "not_worked"],
    [shiftOn("2026-03-10", { flags: [1] }), null],
    [shiftOn("2026-03-10", { flags: [1, 2] }), "flag"],
  ])("shift %j: %s", (shift, block) => {
    expect(shiftRequestBlock(shift, caller)).toBe(block);
  });

  it("blocks a shift of today from the minute it starts, in the organisation's zone", () => {
    const today = shiftOn("2026-03-09");
    expect(shiftRequestBlock(today, caller)).toBeNull();
    expect(shiftRequestBlock(today, { ...caller, now: Date.parse("2026-03-09T12:00:00Z") })).toBe("started");
    expect(shiftStarted(today, Date.parse("2026-03-09T11:59:59Z"), "America/Chicago")).toBe(false);
    expect(shiftStarted(today, Date.parse("2026-03-09T12:00:00Z"), "America/Chicago")).toBe(true);
  });

  it("closes swaps within the cut-off before the shift starts, in the organisation's zone", () => {
    const shift = { date: "2026-03-10", startTime: "07:00:00", endTime: "19:00:00" };
    const zone = "America/Chicago";
    // 07:00 CDT on March 10 is 12:00 UTC; 48 hours before is 12:00 UTC on March 8.
    expect(swapClosed(shift, 48, Date.parse("2026-03-08T11:59:00Z"), zone)).toBe(false);
    expect(swapClosed(shift, 48, Date.parse("2026-03-08T12:00:00Z"), zone)).toBe(true);
    expect(swapClosed(shift, 0, Date.parse("2026-03-10T11:59:00Z"), zone)).toBe(false);
    expect(swapClosed(shift, 0, Date.parse("2026-03-10T12:00:00Z"), zone)).toBe(true);
  });

  it("asks for time off from the notice period on, with at least one valid date", () => {
    const notice = { ...offer, eventMinNoticeDays: 14 };
    expect(earliestTimeOff("2026-03-01", notice)).toBe("2026-03-15");
    expect(timeOffDatesIssue([], "2026-03-01", offer)).toBe("required");
    expect(timeOffDatesIssue(["2026-02-30"], "2026-03-01", offer)).toBe("invalid_date");
    expect(timeOffDatesIssue(["2026-03-14"], "2026-03-01", notice)).toBe("too_soon");
    expect(timeOffDatesIssue(["2026-03-15", "2026-03-16"], "2026-03-01", notice)).toBeNull();
    expect(timeOffDatesIssue(["2026-03-01"], "2026-03-01", offer)).toBeNull();
    const year = dateRange("2026-03-01", "2027-03-02");
    expect(year.length).toBeGreaterThan(TIME_OFF_DATES_MAX);
    expect(timeOffDatesIssue(year, "2026-03-01", offer)).toBe("too_many");
  });

  it("spans a range in either order and merges dates without repeats", () => {
    expect(dateRange("2026-02-27", "2026-03-02")).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
    expect(dateRange("2026-03-02", "2026-03-01")).toEqual(["2026-03-01", "2026-03-02"]);
    expect(dateRange("2026-03-02", "")).toEqual([]);
    expect(mergeDates(["2026-03-05", "2026-03-01"], ["2026-03-01", "2026-03-03"])).toEqual([
      "2026-03-01",
      "2026-03-03",
      "2026-03-05",
    ]);
  });

  it.each([
    ["", "required"],
    ["2026-13-01", "invalid_date"],
    ["2026-03-10", "same_date"],
    ["2026-03-08", "past"],
    ["2026-03-09", null],
    ["2026-03-12", null],
  ])("moves a shift of March 10 to %s: %s", (date, issue) => {
    expect(rescheduleIssue("2026-03-10", date, "2026-03-09")).toBe(issue);
  });
});
