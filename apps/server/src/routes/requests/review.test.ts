import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildUser } from "../../../test/factories";
import { buildWard, noticesOf, type Ward } from "../../../test/requests";
import { type Caller, caller } from "../../../test/scheduling";

let t: TestApp;
let w: Ward;
let supervisor: Caller;
const flag = (name: string) => w.h.ref.flags.find((row) => row.name === name)?.id ?? 0;

beforeAll(async () => {
  t = await testApp();
  w = await buildWard(t);
  supervisor = caller(t, await buildUser(t.deps.db, w.h, { group: "supervisor" }));
});

interface WireShiftFields {
  giveaway: boolean;
  canceled: boolean;
  comments: string;
  new_assignee_id: number | null;
}
const shiftOf = async (id: number): Promise<WireShiftFields> =>
  (await w.as.scheduler("GET", `/api/shifts/${id}/`)).body as WireShiftFields;
const historyOf = async (id: number): Promise<string[][]> =>
  (
    (await w.as.scheduler("GET", `/api/shifts/${id}/history/`)).body as { changes: { field: string }[] }[]
  ).map((entry) => entry.changes.map((change) => change.field));

async function giveaway(date: string, extra: object = { new_assignee_id: w.partner.userId }) {
  const shiftId = await w.shift(w.nurse, date);
  const sent = await w.as.nurse("POST", "/api/shift-requests/", {
    request_type: "giveaway",
    shift_id: shiftId,
    ...extra,
  });
  return { shiftId, id: sent.body.id as number };
}

describe("approving requests", () => {
  it("gives a shift away: the original marked given away, a new shift for the receiver, both told", async () => {
    const { shiftId, id } = await giveaway("2026-12-01");
    const approved = await w.as.scheduler("PATCH", `/api/shift-requests/${id}/approve_giveaway/`, {
      comments: "Enjoy the wedding",
      original_shift_flags: [flag("Education")],
      original_shift_comments: "Given to a colleague",
      new_shift_flags: [flag("Charge")],
      new_shift_internal_comments: "Covers for Test",
    });
    expect(approved.status).toBe(200);
    expect(approved.body.request).toMatchObject({ state: "approved", errors: [] });
    expect(approved.body.request.approvals).toEqual([
      expect.objectContaining({ approved: true, state: "approved", comments: "Enjoy the wedding" }),
    ]);
    expect(approved.body.original_shifts).toEqual([
      expect.objectContaining({
        id: shiftId,
        giveaway: true,
        new_assignee_id: w.partner.userId,
        flags: [flag("Education")],
        comments: "Given to a colleague",
      }),
    ]);
    const [received] = approved.body.new_shifts;
    expect(received).toMatchObject({
      assignee_id: w.partner.userId,
      date: "2026-12-01",
      giveaway: false,
      flags: [flag("Charge")],
      internal_comments: "Covers for Test",
    });
    // The factory's shift has no creation entry; the approval adds one entry to it.
    expect(await historyOf(shiftId)).toEqual([expect.arrayContaining(["giveaway", "new_assignee", "flags"])]);
    expect(await historyOf(received.id)).toEqual([expect.arrayContaining(["created"])]);
    expect((await noticesOf(w.as.nurse))[0]?.key).toBe("notifications.request_approved");
    expect((await noticesOf(w.as.partner))[0]?.key).toBe("notifications.request_approved");
    const again = await w.as.scheduler("PATCH", `/api/shift-requests/${id}/reject/`, {});
    expect(again.status).toBe(412);
    expect(again.body.detail_key).toBe("errors.precondition.request_not_pending");
  });

  it("lets only the current reviewer decide; others who may review take it over first", async () => {
    const { id } = await giveaway("2026-12-02");
    const path = (action: string) => `/api/shift-requests/${id}/${action}/`;
    expect((await w.as.nurse("PATCH", path("reject"), {})).body.detail_key).toBe(
      "errors.forbidden.review_requests",
    );
    const notYours = await supervisor("PATCH", path("reject"), {});
    expect(notYours.status).toBe(403);
    expect(notYours.body.detail_key).toBe("errors.forbidden.not_reviewer");
    const icuScheduler = caller(
      t,
      await buildUser(t.deps.db, w.h, { group: "scheduler", departmentIndex: 1 }),
    );
    expect((await icuScheduler("PATCH", path("take_over"))).status).toBe(404);
    const taken = await supervisor("PATCH", path("take_over"));
    expect(taken.status).toBe(200);
    expect(taken.body.request.approvals.at(-1).reviewer_id).not.toBe(w.scheduler.userId);
    expect((await noticesOf(w.as.scheduler))[0]?.key).toBe("notifications.request_taken_over");
    expect((await w.as.scheduler("PATCH", path("reject"), {})).status).toBe(403);
    const rejected = await supervisor("PATCH", path("reject"), { comments: "We are short that day" });
    expect(rejected.body.request).toMatchObject({ state: "rejected" });
    expect(rejected.body.request.approvals.at(-1)).toMatchObject({
      approved: false,
      comments: "We are short that day",
    });
    expect((await noticesOf(w.as.nurse))[0]).toMatchObject({ key: "notifications.request_rejected" });
  });

  it("asks the reviewer for a receiver when the requester left it open", async () => {
    const { shiftId, id } = await giveaway("2026-12-03", {});
    const path = `/api/shift-requests/${id}/approve_giveaway/`;
    const open = await w.as.scheduler("PATCH", path, {});
    expect(open.status).toBe(412);
    expect(open.body.detail_key).toBe("errors.precondition.request_needs_receiver");
    const elsewhere = await w.as.scheduler("PATCH", path, { new_assignee_id: w.elsewhere.userId });
    expect(Object.keys(elsewhere.body.errors)).toEqual(["new_assignee_id"]);
    const approved = await w.as.scheduler("PATCH", path, { new_assignee_id: w.colleague.userId });
    expect(approved.body.request).toMatchObject({ state: "approved", new_assignee_id: w.colleague.userId });
    expect((await shiftOf(shiftId)).new_assignee_id).toBe(w.colleague.userId);
  });

  it("moves a rescheduled shift with its payroll date", async () => {
    const shiftId = await w.shift(w.nurse, "2026-12-04");
    const sent = await w.as.nurse("POST", "/api/shift-requests/", {
      request_type: "reschedule",
      shift_id: shiftId,
      date: "2026-12-08",
    });
    const wrongPath = await w.as.scheduler("PATCH", `/api/shift-requests/${sent.body.id}/approve_split/`, {});
    expect(Object.keys(wrongPath.body.errors)).toEqual(["request_type"]);
    const approved = await w.as.scheduler(
      "PATCH",
      `/api/shift-requests/${sent.body.id}/approve_reschedule/`,
      {
        comments: "Fine",
        internal_comments: "Moved on request",
      },
    );
    expect(approved.body.original_shifts[0]).toMatchObject({
      id: shiftId,
      date: "2026-12-08",
      payroll_date: "2026-12-08",
      comments: "Fine",
      internal_comments: "Moved on request",
    });
    expect(approved.body.request.origin_data.date).toBe("2026-12-04");
  });

  it("splits a shift into its parts, each for its assignee", async () => {
    const shiftId = await w.shift(w.nurse, "2026-12-05", { startTime: "19:00", endTime: "07:00" });
    const sent = await w.as.nurse("POST", "/api/shift-requests/", {
      request_type: "split",
      shift_id: shiftId,
      splits: [
        { assignee_id: w.nurse.userId, start_time: "19:00", end_time: "23:00" },
        { assignee_id: w.partner.userId, start_time: "23:00", end_time: "03:00" },
        { assignee_id: w.colleague.userId, start_time: "03:00", end_time: "07:00" },
      ],
    });
    expect(sent.body.splits.map((part: { id: number }) => part.id)).toEqual([1, 2, 3]);
    const approved = await w.as.scheduler("PATCH", `/api/shift-requests/${sent.body.id}/approve_split/`, {
      flags: { "2": [flag("Charge")] },
      split_comments: { "3": "Early part" },
    });
    expect(approved.body.original_shifts[0]).toMatchObject({ start_time: "19:00:00", end_time: "23:00:00" });
    expect(
      approved.body.new_shifts.map((shift: Record<string, unknown>) => [
        shift.assignee_id,
        shift.date,
        shift.start_time,
        shift.end_time,
        shift.payroll_date,
        shift.flags,
        shift.comments,
      ]),
    ).toEqual([
      [w.partner.userId, "2026-12-05", "23:00:00", "03:00:00", "2026-12-05", [flag("Charge")], ""],
      [w.colleague.userId, "2026-12-06", "03:00:00", "07:00:00", "2026-12-05", [], "Early part"],
    ]);
  });

  it("swaps two shifts: both originals marked swapped, each person gets the other's", async () => {
    const mine = await w.shift(w.nurse, "2026-12-09");
    const theirs = await w.shift(w.partner, "2026-12-10", { startTime: "19:00", endTime: "07:00" });
    const sent = await w.as.nurse("POST", "/api/swaps/", { source_shift_id: mine, target_shift_id: theirs });
    const approved = await w.as.scheduler("PATCH", `/api/swaps/${sent.body.id}/approve/`, {
      original_comments: { [String(mine)]: "Swapped away" },
      new_flags: { [String(theirs)]: [flag("Charge")] },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.original_shifts.map((shift: { swapped: boolean }) => shift.swapped)).toEqual([
      true,
      true,
    ]);
    expect(
      approved.body.new_shifts.map((shift: Record<string, unknown>) => [
        shift.assignee_id,
        shift.date,
        shift.flags,
      ]),
    ).toEqual([
      [w.partner.userId, "2026-12-09", []],
      [w.nurse.userId, "2026-12-10", [flag("Charge")]],
    ]);
    expect((await shiftOf(mine)).comments).toBe("Swapped away");
    expect((await noticesOf(w.as.partner))[0]?.key).toBe("notifications.request_approved");
  });

  it("sends a swap up to the director, who then decides it", async () => {
    const mine = await w.shift(w.nurse, "2026-12-11");
    const theirs = await w.shift(w.partner, "2026-12-12");
    const sent = await w.as.nurse("POST", "/api/swaps/", { source_shift_id: mine, target_shift_id: theirs });
    const up = await w.as.scheduler("PATCH", `/api/swaps/${sent.body.id}/request_director_approval/`, {
      comments: "Two seniors on nights",
    });
    expect(up.body.request.state).toBe("pending_director_approval");
    expect(up.body.request.approvals).toEqual([
      expect.objectContaining({
        reviewer_id: w.scheduler.userId,
        state: "pending_director_approval",
        approved: null,
      }),
      expect.objectContaining({ reviewer_id: w.director.userId, state: "pending_director_approval" }),
    ]);
    expect((await noticesOf(w.as.director))[0]?.key).toBe("notifications.request_escalated");
    expect((await w.as.scheduler("PATCH", `/api/swaps/${sent.body.id}/approve/`, {})).status).toBe(403);
    const again = await w.as.director("PATCH", `/api/swaps/${sent.body.id}/request_director_approval/`, {});
    expect(again.status).toBe(412);
    const approved = await w.as.director("PATCH", `/api/swaps/${sent.body.id}/approve/`, {});
    expect(approved.body.request.state).toBe("approved");
  });

  it("approves time off, canceling the assignee's working shifts on its dates", async () => {
    const onDate = await w.shift(w.nurse, "2026-12-15");
    const otherDay = await w.shift(w.nurse, "2026-12-17");
    const vacation = w.h.ref.eventTypes.find((type) => type.name === "Vacation")?.id;
    const sent = await w.as.nurse("POST", "/api/events/request/", {
      type_id: vacation,
      dates: ["2026-12-15", "2026-12-16"],
    });
    const before = await w.as.scheduler("GET", `/api/events/${sent.body.id}/request/`);
    expect(before.body.errors).toEqual([]);
    const approved = await w.as.scheduler("PATCH", `/api/events/${sent.body.id}/approve/`, {
      comments: "Approved vacation",
      flags: [flag("Education")],
      internal_comments: "PTO",
    });
    expect(approved.body.request.state).toBe("approved");
    expect(approved.body.original_shifts).toEqual([
      expect.objectContaining({
        id: onDate,
        canceled: true,
        comments: "Approved vacation",
        internal_comments: "PTO",
        flags: [flag("Education")],
      }),
    ]);
    expect((await shiftOf(otherDay)).canceled).toBe(false);
    const history = await w.as.scheduler("GET", `/api/events/${sent.body.id}/history/`);
    expect(history.body.at(-1).changes).toEqual([
      { field: "state", old: "pending_scheduler_approval", new: "approved" },
    ]);
  });

  it("refuses a request whose shift changed since it was sent, writing nothing", async () => {
    const { shiftId, id } = await giveaway("2026-12-18");
    const edited = await w.as.scheduler("PATCH", `/api/shifts/${shiftId}/`, { comments: "Edited meanwhile" });
    expect(edited.status).toBe(200);
    const stale = await w.as.scheduler("PATCH", `/api/shift-requests/${id}/approve_giveaway/`, {});
    expect(stale.status).toBe(412);
    expect(stale.body.detail_key).toBe("errors.precondition.request_shift_changed");
    expect((await shiftOf(shiftId)).giveaway).toBe(false);
    const still = await w.as.scheduler("GET", `/api/shift-requests/${id}/`);
    expect(still.body.state).toBe("pending_scheduler_approval");
    const rejected = await w.as.scheduler("PATCH", `/api/shift-requests/${id}/reject/`, {});
    expect(rejected.status).toBe(200);
  });

  it("withdraws an approved request with a step of its own, telling its reviewer", async () => {
    const { id } = await giveaway("2026-12-19");
    await w.as.scheduler("PATCH", `/api/shift-requests/${id}/approve_giveaway/`, {});
    const withdrawn = await w.as.nurse("PATCH", `/api/shift-requests/${id}/withdraw/`, {
      comments: "Plans changed",
    });
    expect(withdrawn.body.state).toBe("withdrawn");
    expect(withdrawn.body.approvals).toEqual([
      expect.objectContaining({ approved: true, state: "approved" }),
      expect.objectContaining({
        approved: null,
        state: "withdrawn",
        comments: "Plans changed",
        reviewer_id: null,
      }),
    ]);
    expect((await noticesOf(w.as.scheduler))[0]?.key).toBe("notifications.request_withdrawn");
  });

  it("refuses unknown flags with a 400 naming the field", async () => {
    const { id } = await giveaway("2026-12-22");
    const response = await w.as.scheduler("PATCH", `/api/shift-requests/${id}/approve_giveaway/`, {
      new_shift_flags: [2_000_000],
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toEqual(["new_shift_flags"]);
    const bad = await w.as.scheduler("PATCH", `/api/shift-requests/${id}/approve_giveaway/`, {
      original_shift_flags: ["x"],
    });
    expect(bad.status).toBe(400);
  });
});
