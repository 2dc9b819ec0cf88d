import { describe, expect, it } from "vitest";
import { testApp } from "../../../test/app";
import { buildWard, noticesOf } from "../../../test/requests";
import { caller, showSchedulesToStaff } from "../../../test/scheduling";
import { expireDueRequests } from "../../services/requests/expire";

describe("requests in the life of a schedule", () => {
  it("keeps a shift named by a request awaiting review from being deleted", async () => {
    const t = await testApp();
    const w = await buildWard(t);
    const shiftId = await w.shift(w.nurse, "2026-12-02");
    const sent = await w.as.nurse("POST", "/api/shift-requests/", {
      request_type: "giveaway",
      shift_id: shiftId,
    });
    const blocked = await w.as.scheduler("DELETE", `/api/shifts/${shiftId}/`);
    expect(blocked.status).toBe(412);
    expect(blocked.body.detail_key).toBe("errors.precondition.shift_referenced");
    await w.as.scheduler("PATCH", `/api/shift-requests/${sent.body.id}/reject/`, {});
    expect((await w.as.scheduler("DELETE", `/api/shifts/${shiftId}/`)).status).toBe(204);
  });

  it("lists the requests awaiting review with the schedule, as each person may see them", async () => {
    const t = await testApp();
    const w = await buildWard(t);
    const mine = await w.shift(w.nurse, "2026-12-03");
    const theirs = await w.shift(w.partner, "2026-12-04");
    const giveaway = await w.shift(w.colleague, "2026-12-04");
    const swap = await w.as.nurse("POST", "/api/swaps/", { source_shift_id: mine, target_shift_id: theirs });
    const shiftRequest = await w.as.colleague("POST", "/api/shift-requests/", {
      request_type: "giveaway",
      shift_id: giveaway,
    });
    await showSchedulesToStaff(t.deps.db, w.h);
    const path = `/api/schedules/?dept_id=${w.dept}&for_date=2026-12-03`;
    const managed = await w.as.scheduler("GET", path);
    expect(managed.body.swaps).toEqual([
      expect.objectContaining({
        id: swap.body.id,
        content_type: "swap",
        dates: ["2026-12-03", "2026-12-04"],
      }),
    ]);
    expect(managed.body.shift_requests).toEqual([
      expect.objectContaining({
        id: shiftRequest.body.id,
        request_type: "giveaway",
        requester_id: w.colleague.userId,
      }),
    ]);
    const asNurse = await w.as.nurse("GET", path);
    expect(asNurse.body.swaps.map((row: { id: number }) => row.id)).toEqual([swap.body.id]);
    expect(asNurse.body.shift_requests).toEqual([]);
    const omitted = await w.as.scheduler("GET", `${path}&omit=swaps,shift_requests`);
    expect(omitted.body).not.toHaveProperty("swaps");
  });

  it("expires requests once what they concern has begun, once however many servers look", async () => {
    const t = await testApp();
    const w = await buildWard(t);
    const early = await w.shift(w.nurse, "2026-12-05");
    const late = await w.shift(w.nurse, "2026-12-09");
    const vacation = w.h.ref.eventTypes.find((type) => type.name === "Vacation")?.id;
    const giveaway = await w.as.nurse("POST", "/api/shift-requests/", {
      request_type: "giveaway",
      shift_id: early,
      new_assignee_id: w.partner.userId,
    });
    const later = await w.as.nurse("POST", "/api/shift-requests/", {
      request_type: "giveaway",
      shift_id: late,
    });
    const timeOff = await w.as.nurse("POST", "/api/events/request/", {
      type_id: vacation,
      dates: ["2026-12-05"],
    });
    // 07:00 in Chicago on 2026-12-05 is 13:00 UTC.
    t.clock.set(new Date("2026-12-05T12:59:00Z"));
    await expireDueRequests(t.deps.db, t.clock());
    expect((await w.as.scheduler("GET", `/api/shift-requests/${giveaway.body.id}/`)).body.state).toBe(
      "pending_scheduler_approval",
    );
    expect((await w.as.scheduler("GET", `/api/events/${timeOff.body.id}/request/`)).body.state).toBe(
      "expired",
    );
    t.clock.set(new Date("2026-12-05T13:00:00Z"));
    await Promise.all([expireDueRequests(t.deps.db, t.clock()), expireDueRequests(t.deps.db, t.clock())]);
    const expired = await w.as.scheduler("GET", `/api/shift-requests/${giveaway.body.id}/`);
    expect(expired.body.state).toBe("expired");
    expect(expired.body.approvals).toEqual([
      expect.objectContaining({ state: "expired", modified_by: null }),
    ]);
    expect((await w.as.scheduler("GET", `/api/shift-requests/${later.body.id}/`)).body.state).toBe(
      "pending_scheduler_approval",
    );
    const told = (await noticesOf(w.as.partner)).filter(
      (notice) => notice.key === "notifications.request_expired",
    );
    expect(told).toHaveLength(1);
    // The nurse's earlier sign-in expired with the clock's move; a new one reads the notices.
    const nurse = caller(t, w.nurse);
    expect((await noticesOf(nurse)).filter((n) => n.key === "notifications.request_expired")).toHaveLength(2);
    const late412 = await w.as.scheduler(
      "PATCH",
      `/api/shift-requests/${giveaway.body.id}/approve_giveaway/`,
      {},
    );
    expect(late412.body.detail_key).toBe("errors.precondition.request_not_pending");
  });
});
