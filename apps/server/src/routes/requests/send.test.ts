import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildUser } from "../../../test/factories";
import { buildWard, noticesOf, type Ward } from "../../../test/requests";
import { caller } from "../../../test/scheduling";
import { recordUpdates } from "../../../test/updates";

let t: TestApp;
let w: Ward;

beforeAll(async () => {
  t = await testApp();
  w = await buildWard(t);
});

describe("sending requests", () => {
  it("sends a giveaway to the ward's scheduler, who is asked to review it and the receiver told", async () => {
    const shiftId = await w.shift(w.nurse, "2026-12-02");
    const live = await recordUpdates(t);
    const sent = await w.as.nurse("POST", "/api/shift-requests/", {
      request_type: "giveaway",
      shift_id: shiftId,
      new_assignee_id: w.partner.userId,
      comments: "Family wedding",
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      content_type: "shiftrequest",
      request_type: "giveaway",
      state: "pending_scheduler_approval",
      department_id: w.dept,
      assignee_id: w.nurse.userId,
      new_assignee_id: w.partner.userId,
      shift_id: shiftId,
      date: "2026-12-02",
      origin_data: { date: "2026-12-02", start_time: "07:00:00", end_time: "19:00:00" },
      comments: "Family wedding",
    });
    expect(sent.body.approvals).toEqual([
      expect.objectContaining({
        approved: null,
        reviewer_id: w.scheduler.userId,
        state: "pending_scheduler_approval",
      }),
    ]);
    expect(sent.body.shift).not.toHaveProperty("modified_on");
    const [asked] = await noticesOf(w.as.scheduler);
    expect(asked).toEqual({
      key: "notifications.request_submitted",
      params: expect.objectContaining({ kind: "giveaway", dates: "2026-12-02", request_id: sent.body.id }),
    });
    expect((await noticesOf(w.as.partner))[0]?.key).toBe("notifications.request_named");
    const update = await live.waitFor(
      (event) => event.contentType === "approval" && event.associated?.objectId === sent.body.id,
    );
    await live.stop();
    expect(update).toMatchObject({
      action: "created",
      associated: { contentType: "shiftrequest", objectId: sent.body.id },
      audience: { kind: "users" },
    });
    if (update.audience.kind !== "users") throw new Error("named users expected");
    expect(update.audience.userIds).toEqual(
      expect.arrayContaining([w.scheduler.userId, w.director.userId, w.nurse.userId, w.partner.userId]),
    );
    expect(update.audience.userIds).not.toContain(w.colleague.userId);
    // The receipt of the reviewer's notice shows on the step.
    const read = await w.as.scheduler("GET", `/api/shift-requests/${sent.body.id}/`);
    expect(Object.keys(read.body.approvals[0].notification_receipts)).toEqual(
      expect.arrayContaining([String(w.scheduler.userId), String(w.partner.userId)]),
    );
  });

  it("shows a request to its requester, the people it names and the ward's management only", async () => {
    const shiftId = await w.shift(w.nurse, "2026-12-03");
    const sent = await w.as.nurse("POST", "/api/shift-requests/", {
      request_type: "giveaway",
      shift_id: shiftId,
    });
    const path = `/api/shift-requests/${sent.body.id}/`;
    expect((await w.as.nurse("GET", path)).status).toBe(200);
    expect((await w.as.scheduler("GET", path)).status).toBe(200);
    expect((await w.as.colleague("GET", path)).status).toBe(404);
    expect((await w.as.elsewhere("GET", path)).status).toBe(404);
    const icuScheduler = caller(
      t,
      await buildUser(t.deps.db, w.h, { group: "scheduler", departmentIndex: 1 }),
    );
    expect((await icuScheduler("GET", path)).status).toBe(404);
    expect((await w.as.scheduler("GET", "/api/shift-requests/2147483647/")).status).toBe(404);
  });

  it("swaps with a colleague whose job type may swap, refusing shifts that are not one's own", async () => {
    const mine = await w.shift(w.nurse, "2026-12-04");
    const theirs = await w.shift(w.partner, "2026-12-05", { startTime: "19:00", endTime: "07:00" });
    const elsewhere = await w.shift(w.elsewhere, "2026-12-05");
    const notMine = await w.as.nurse("POST", "/api/swaps/", {
      source_shift_id: theirs,
      target_shift_id: mine,
    });
    expect(notMine.status).toBe(403);
    expect(notMine.body.detail_key).toBe("errors.forbidden.own_requests_only");
    const otherWard = await w.as.nurse("POST", "/api/swaps/", {
      source_shift_id: mine,
      target_shift_id: elsewhere,
    });
    expect(otherWard.status).toBe(400);
    expect(Object.keys(otherWard.body.errors)).toEqual(["target_shift_id"]);
    const sent = await w.as.nurse("POST", "/api/swaps/", { source_shift_id: mine, target_shift_id: theirs });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      content_type: "swap",
      source_user_id: w.nurse.userId,
      target_user_id: w.partner.userId,
      source_shift: { id: mine, date: "2026-12-04" },
      target_shift: { id: theirs, date: "2026-12-05", start_time: "19:00:00" },
      errors: [],
    });
    const again = await w.as.partner("POST", "/api/shift-requests/", {
      request_type: "giveaway",
      shift_id: theirs,
    });
    expect(again.status).toBe(412);
    expect(again.body.detail_key).toBe("errors.precondition.request_pending_exists");
  });

  it("refuses past shifts, the same date, parts that do not tile the shift, and swaps inside the cut-off", async () => {
    const past = await w.shift(w.nurse, "2026-11-20");
    const soon = await w.shift(w.nurse, "2026-11-23");
    const later = await w.shift(w.nurse, "2026-12-11");
    const partners = await w.shift(w.partner, "2026-12-07");
    const refused = async (path: string, body: object) => {
      const response = await w.as.nurse("POST", path, body);
      expect(response.status).toBe(400);
      return Object.keys(response.body.errors);
    };
    expect(await refused("/api/shift-requests/", { request_type: "giveaway", shift_id: past })).toEqual([
      "shift_id",
    ]);
    expect(
      await refused("/api/shift-requests/", {
        request_type: "reschedule",
        shift_id: later,
        date: "2026-12-11",
      }),
    ).toEqual(["date"]);
    expect(
      await refused("/api/shift-requests/", {
        request_type: "split",
        shift_id: later,
        splits: [
          { assignee_id: w.nurse.userId, start_time: "07:00", end_time: "11:00" },
          { assignee_id: w.partner.userId, start_time: "12:00", end_time: "19:00" },
        ],
      }),
    ).toEqual(["splits"]);
    expect(
      await refused("/api/shift-requests/", {
        request_type: "split",
        shift_id: later,
        splits: [
          { assignee_id: w.nurse.userId, start_time: "07:00", end_time: "11:00" },
          { assignee_id: w.elsewhere.userId, start_time: "11:00", end_time: "19:00" },
        ],
      }),
    ).toEqual(["splits.1.assignee_id"]);
    expect(await refused("/api/swaps/", { source_shift_id: soon, target_shift_id: partners })).toEqual([
      "source_shift_id",
    ]);
    expect(await refused("/api/shift-requests/", { request_type: "giveaway", shift_id: 0 })).toEqual([
      "shift_id",
    ]);
  });

  it("starts with an operator when the ward names no scheduler", async () => {
    const ward = await buildWard(t, { withScheduler: false });
    const operator = await buildUser(t.deps.db, ward.h, { group: "operator" });
    const shiftId = await ward.shift(ward.nurse, "2026-12-08");
    const sent = await ward.as.nurse("POST", "/api/shift-requests/", {
      request_type: "reschedule",
      shift_id: shiftId,
      date: "2026-12-09",
    });
    expect(sent.body.state).toBe("pending_operator_approval");
    expect(sent.body.approvals[0].reviewer_id).toBe(operator.userId);
  });

  it("asks for time off, readable as a request and as an event with its review steps", async () => {
    const vacation = w.h.ref.eventTypes.find((type) => type.name === "Vacation")?.id;
    const sent = await w.as.nurse("POST", "/api/events/request/", {
      type_id: vacation,
      dates: ["2026-12-15", "2026-12-14"],
      comments: "Trip",
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      content_type: "event",
      request_type: "event",
      state: "pending_scheduler_approval",
      dates: ["2026-12-14", "2026-12-15"],
      assignee_id: w.nurse.userId,
      department_id: w.dept,
    });
    const asRequest = await w.as.scheduler("GET", `/api/events/${sent.body.id}/request/`);
    expect(asRequest.body.approvals[0].reviewer_id).toBe(w.scheduler.userId);
    const asEvent = await w.as.scheduler("GET", `/api/events/${sent.body.id}/`);
    expect(asEvent.body.state).toBe("pending_scheduler_approval");
    expect(asEvent.body.approvals).toEqual([expect.objectContaining({ reviewer_id: w.scheduler.userId })]);
    const past = await w.as.nurse("POST", "/api/events/request/", {
      type_id: vacation,
      dates: ["2026-11-01"],
    });
    expect(past.status).toBe(400);
    expect(Object.keys(past.body.errors)).toEqual(["dates"]);
    const byManager = await w.as.scheduler("POST", "/api/events/", [
      { assignee_id: w.nurse.userId, department_id: w.dept, type_id: vacation, dates: ["2026-12-20"] },
    ]);
    expect((await w.as.scheduler("GET", `/api/events/${byManager.body[0].id}/request/`)).status).toBe(404);
  });

  it("withdraws before approval, once", async () => {
    const shiftId = await w.shift(w.nurse, "2026-12-10");
    const sent = await w.as.nurse("POST", "/api/shift-requests/", {
      request_type: "giveaway",
      shift_id: shiftId,
    });
    const path = `/api/shift-requests/${sent.body.id}/withdraw/`;
    expect((await w.as.scheduler("PATCH", path, {})).status).toBe(403);
    const withdrawn = await w.as.nurse("PATCH", path, { comments: "Sorted it out" });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.state).toBe("withdrawn_before_approval");
    expect(withdrawn.body.approvals).toEqual([
      expect.objectContaining({
        state: "withdrawn_before_approval",
        comments: "Sorted it out",
        modified_by: w.nurse.userId,
      }),
    ]);
    expect((await noticesOf(w.as.scheduler))[0]?.key).toBe("notifications.request_withdrawn");
    const again = await w.as.nurse("PATCH", path, {});
    expect(again.status).toBe(412);
    expect(again.body.detail_key).toBe("errors.precondition.request_not_pending");
    // The shift is free for another request.
    const next = await w.as.nurse("POST", "/api/shift-requests/", {
      request_type: "giveaway",
      shift_id: shiftId,
    });
    expect(next.status).toBe(201);
  });
});
