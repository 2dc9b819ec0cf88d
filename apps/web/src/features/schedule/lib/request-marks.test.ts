import type { RequestSummary } from "@rosterly/contract";
import { describe, expect, it } from "vitest";
import { requestMarks } from "./request-marks";

const summary = (extra: Partial<RequestSummary>): RequestSummary => ({
  id: 41,
  contentType: "shiftrequest",
  requestType: "giveaway",
  state: "pending_scheduler_approval",
  departmentId: 3,
  scheduleId: 900,
  requesterId: 21,
  requesterName: "Omar Baker",
  counterpartId: 23,
  dates: ["2026-02-10"],
  typeId: 41,
  reviewerId: 11,
  comments: "",
  createdOn: "2026-02-03T08:00:00.000Z",
  modifiedOn: "2026-02-03T08:00:00.000Z",
  ...extra,
});

describe("request marks on the schedule", () => {
  it("marks the requester's day, and a swap partner's second date", () => {
    const marks = requestMarks([
      summary({}),
      summary({ id: 31, contentType: "swap", requestType: "swap", dates: ["2026-02-10", "2026-02-12"] }),
    ]);
    expect(
      marks
        .get(21)
        ?.get("2026-02-10")
        ?.map((mark) => mark.id),
    ).toEqual([41, 31]);
    expect(
      marks
        .get(23)
        ?.get("2026-02-12")
        ?.map((mark) => mark.contentType),
    ).toEqual(["swap"]);
    expect(marks.get(23)?.get("2026-02-10")).toBeUndefined();
  });

  it("marks every day of a request that names several, once per request", () => {
    const marks = requestMarks([summary({ dates: ["2026-02-10", "2026-02-11", "2026-02-10"] })]);
    expect([...(marks.get(21)?.keys() ?? [])]).toEqual(["2026-02-10", "2026-02-11"]);
    expect(marks.get(21)?.get("2026-02-10")).toHaveLength(1);
  });
});
