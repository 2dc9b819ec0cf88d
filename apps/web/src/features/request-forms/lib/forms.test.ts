import type { RequestOffer } from "@rosterly/domain/requests";
import { describe, expect, it } from "vitest";
import {
  giveawayBody,
  rescheduleBody,
  rescheduleIssues,
  splitBody,
  splitIssue,
  swapBody,
  swapIssues,
  timeOffBody,
  timeOffIssues,
} from "./forms";

const offer: RequestOffer = {
  giveawayEnabled: true,
  rescheduleEnabled: true,
  splitEnabled: true,
  swapCutoffHours: 48,
  eventMinNoticeDays: 0,
  requestableEventTypes: null,
};
const keys = (issues: Record<string, { key: string; text?: string }>) =>
  Object.fromEntries(Object.entries(issues).map(([path, issue]) => [path, issue.text ?? issue.key]));

describe("request forms", () => {
  it("time off needs a type and dates; comments stay within the limit and are left out when empty", () => {
    expect(
      keys(timeOffIssues({ typeId: "", dates: [], comments: "x".repeat(1001) }, "2026-03-01", offer)),
    ).toEqual({
      typeId: "validation.required",
      dates: "requestForms.timeOff.dateIssues.required",
      comments: "validation.max",
    });
    expect(timeOffIssues({ typeId: 4, dates: ["2026-03-02"], comments: "" }, "2026-03-01", offer)).toEqual(
      {},
    );
    expect(timeOffBody({ typeId: 4, dates: ["2026-03-02"], comments: "  " })).toEqual({
      typeId: 4,
      dates: ["2026-03-02"],
    });
    expect(timeOffBody({ typeId: "", dates: ["2026-03-02"], comments: "" })).toBeNull();
  });

  it("gives away to a colleague or to the department", () => {
    expect(giveawayBody(9, { receiver: "department", comments: "" })).toEqual({
      requestType: "giveaway",
      shiftId: 9,
      newAssigneeId: null,
    });
    expect(giveawayBody(9, { receiver: 21, comments: "Thanks" })).toEqual({
      requestType: "giveaway",
      shiftId: 9,
      newAssigneeId: 21,
      comments: "Thanks",
    });
  });

  it("swaps only for a chosen shift", () => {
    expect(keys(swapIssues({ targetShiftId: null, comments: "" }))).toEqual({
      targetShiftId: "requestForms.swap.choose",
    });
    expect(swapBody(9, { targetShiftId: null, comments: "" })).toBeNull();
    expect(swapBody(9, { targetShiftId: 12, comments: "" })).toEqual({ sourceShiftId: 9, targetShiftId: 12 });
  });

  it("moves a shift to another day from today on", () => {
    expect(keys(rescheduleIssues({ date: "", comments: "" }, "2026-03-10", "2026-03-01"))).toEqual({
      date: "validation.required",
    });
    expect(keys(rescheduleIssues({ date: "2026-02-28", comments: "" }, "2026-03-10", "2026-03-01"))).toEqual({
      date: "validation.date_not_past",
    });
    expect(rescheduleBody(9, { date: "2026-03-12", comments: "" })).toEqual({
      requestType: "reschedule",
      shiftId: 9,
      date: "2026-03-12",
    });
  });

  it("splits into back-to-back parts, the first kept, the others given to colleagues", () => {
    const shift = { startTime: "19:00:00", endTime: "07:00:00", assigneeId: 11 };
    const whole = [{ start: 0, end: 720, assigneeId: 11 }];
    const halves = [
      { start: 0, end: 240, assigneeId: 11 },
      { start: 240, end: 720, assigneeId: 21 },
    ];
    expect(splitIssue(whole, shift)).toBe("same_assignee");
    expect(splitIssue([{ start: 0, end: 720, assigneeId: 21 }], shift)).toBe("one_part");
    expect(splitIssue([halves[0], { ...halves[1], assigneeId: 11 }] as typeof halves, shift)).toBe(
      "no_colleague",
    );
    expect(splitIssue([halves[0], { ...halves[1], start: 300 }] as typeof halves, shift)).toBe(
      "not_contiguous",
    );
    // Across midnight: 19:00-23:00 stays, 23:00-07:00 goes to user 21.
    expect(splitBody(9, { parts: halves, comments: "" }, shift)).toEqual({
      requestType: "split",
      shiftId: 9,
      splits: [
        { assigneeId: 11, startTime: "19:00", endTime: "23:00" },
        { assigneeId: 21, startTime: "23:00", endTime: "07:00" },
      ],
    });
  });
});
