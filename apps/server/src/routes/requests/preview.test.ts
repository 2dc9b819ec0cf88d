import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildWard, type Ward } from "../../../test/requests";

let t: TestApp;
let w: Ward;

beforeAll(async () => {
  t = await testApp();
  w = await buildWard(t);
});

describe("what a request would leave", () => {
  it("finds the conflict a swap would bring, for the reviewer and in the requester's preview", async () => {
    const mine = await w.shift(w.nurse, "2026-12-02");
    await w.shift(w.nurse, "2026-12-03", { startTime: "09:00", endTime: "13:00" });
    const theirs = await w.shift(w.partner, "2026-12-03");
    const body = { source_shift_id: mine, target_shift_id: theirs };
    const preview = await w.as.nurse("POST", "/api/swaps/validate/", body);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual([
      expect.objectContaining({
        validator: "TimeConflictValidator",
        error_data: { [String(w.nurse.userId)]: ["2026-12-03"] },
      }),
    ]);
    const sent = await w.as.nurse("POST", "/api/swaps/", body);
    expect(sent.body.errors.map((result: { validator: string }) => result.validator)).toEqual([
      "TimeConflictValidator",
    ]);
    const errors = await w.as.scheduler("GET", `/api/swaps/${sent.body.id}/errors/`);
    expect(errors.body[0].error_data[String(w.nurse.userId)]).toEqual(["2026-12-03"]);
    const detail = await w.as.scheduler("GET", `/api/swaps/${sent.body.id}/`);
    expect(detail.body.errors).toEqual(errors.body);
    // Decided requests have nothing left to find.
    await w.as.scheduler("PATCH", `/api/swaps/${sent.body.id}/reject/`, {});
    expect((await w.as.scheduler("GET", `/api/swaps/${sent.body.id}/errors/`)).body).toEqual([]);
  });

  it("previews time off and shift requests without sending them", async () => {
    const vacation = w.h.ref.eventTypes.find((type) => type.name === "Vacation")?.id;
    const timeOff = await w.as.nurse("POST", "/api/events/request/validate/", {
      type_id: vacation,
      dates: ["2026-12-21"],
    });
    expect(timeOff).toEqual({ status: 200, body: [] });
    const shiftId = await w.shift(w.nurse, "2026-12-22");
    const reschedule = await w.as.nurse("POST", "/api/shift-requests/validate/", {
      request_type: "reschedule",
      shift_id: shiftId,
      date: "2026-12-23",
    });
    expect(reschedule).toEqual({ status: 200, body: [] });
    const list = await w.as.nurse("GET", "/api/approvals/");
    expect(list.body.count).toBe(1);
    const notMine = await w.as.partner("POST", "/api/shift-requests/validate/", {
      request_type: "giveaway",
      shift_id: shiftId,
    });
    expect(notMine.status).toBe(403);
  });

  it("lists the colleagues' shifts a shift could be swapped for", async () => {
    const mine = await w.shift(w.nurse, "2026-12-10");
    await w.shift(w.nurse, "2026-12-14");
    const partners = await w.shift(w.partner, "2026-12-11");
    const colleagues = await w.shift(w.colleague, "2026-12-12", { startTime: "19:00", endTime: "07:00" });
    await w.shift(w.partner, "2026-11-23");
    await w.shift(w.elsewhere, "2026-12-11");
    const response = await w.as.nurse("GET", `/api/swaps/candidates/?shift_id=${mine}`);
    expect(response.status).toBe(200);
    const ids = response.body.map((candidate: { shift: { id: number } }) => candidate.shift.id);
    expect(ids).toEqual(expect.arrayContaining([partners, colleagues]));
    expect(
      response.body.every(
        (candidate: { shift: { assignee_id: number } }) =>
          candidate.shift.assignee_id === w.partner.userId ||
          candidate.shift.assignee_id === w.colleague.userId,
      ),
    ).toBe(true);
    expect(
      response.body.find((candidate: { shift: { id: number } }) => candidate.shift.id === partners),
    ).toMatchObject({
      full_name: "nurse, Test",
      errors: [],
    });
    expect(
      response.body.some((candidate: { shift: { date: string } }) => candidate.shift.date === "2026-11-23"),
    ).toBe(false);
    const notMine = await w.as.nurse("GET", `/api/swaps/candidates/?shift_id=${partners}`);
    expect(Object.keys(notMine.body.errors)).toEqual(["shift_id"]);
    expect((await w.as.nurse("GET", "/api/swaps/candidates/?shift_id=x")).status).toBe(400);
  });

  it("lists who could take a shift given away, for its assignee and its reviewers", async () => {
    const shiftId = await w.shift(w.nurse, "2026-12-16");
    const path = `/api/shift-requests/giveaway_candidates/?shift_id=${shiftId}`;
    const mine = await w.as.nurse("GET", path);
    expect(mine.body.map((row: { user_id: number }) => row.user_id).sort()).toEqual(
      [w.partner.userId, w.colleague.userId].sort(),
    );
    expect(mine.body[0]).toEqual({ user_id: expect.any(Number), full_name: "nurse, Test", errors: [] });
    expect((await w.as.scheduler("GET", path)).body).toHaveLength(2);
    expect((await w.as.colleague("GET", path)).status).toBe(403);
  });
});
