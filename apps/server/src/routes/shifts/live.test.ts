import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { barrier, type LiveClient, signInLive } from "../../../test/live";
import { type Caller, caller, dayShift, showSchedulesToStaff } from "../../../test/scheduling";

let t: TestApp;
let h: Hospital;
let scheduler: Caller;
let assignee: TestUser;
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  h = await buildHospital(t.deps.db);
  scheduler = caller(t, await buildUser(t.deps.db, h, { group: "scheduler" }));
  assignee = await buildUser(t.deps.db, h, { group: "nurse" });
});

afterAll(async () => {
  for (const client of clients) client.socket.close();
  await t.app.close();
});

async function connect(user: TestUser) {
  const client = await signInLive(t, user);
  clients.push(client);
  return client;
}

describe("live shift updates on /ws/updates/", () => {
  it("reach every open grid, each in the form its viewer may see, and no one else", async () => {
    const director = await connect(await buildUser(t.deps.db, h, { group: "director" }));
    const own = await connect(assignee);
    const colleague = await connect(await buildUser(t.deps.db, h, { group: "nurse" }));
    const elsewhere = await connect(await buildUser(t.deps.db, h, { group: "nurse", departmentIndex: 1 }));
    const otherHospital = await buildHospital(t.deps.db);
    const outsider = await connect(await buildUser(t.deps.db, otherHospital, { group: "operator" }));
    // Staff hear nothing of a schedule still hidden from them (F-009); the visible shift written
    // after it is then the first message they get, as NOTIFY keeps commit order.
    await scheduler(
      "GET",
      `/api/schedules/?dept_id=${h.departments[0]?.id}&for_date=2026-12-08&omit=shifts,events`,
    );
    await showSchedulesToStaff(t.deps.db, h);
    const hidden = await scheduler("POST", "/api/shifts/", [dayShift(h, assignee, "2027-03-10")]);
    const hiddenId = hidden.body[0].id;
    const created = await scheduler("POST", "/api/shifts/", [
      dayShift(h, assignee, "2026-12-08", { comments: "Bring badge", internal_comments: "Watch lateness" }),
    ]);
    const id = created.body[0].id;
    await barrier(t, [director, own, colleague, elsewhere, outsider], [h.orgId, otherHospital.orgId]);
    expect(director.messages).toEqual([
      { content_type: "shift", action: "created", id: hiddenId, data: hidden.body[0] },
      { content_type: "shift", action: "created", id, data: created.body[0] },
    ]);
    director.messages.shift();
    expect(own.messages).toHaveLength(1);
    expect(own.messages[0]?.data).toMatchObject({ id, comments: "Bring badge" });
    expect(own.messages[0]?.data).not.toHaveProperty("internal_comments");
    expect(colleague.messages[0]).toMatchObject({ content_type: "shift", action: "created", id });
    expect(colleague.messages[0]?.data).not.toHaveProperty("comments");
    expect(elsewhere.messages).toEqual([]);
    expect(outsider.messages).toEqual([]);

    await scheduler("DELETE", `/api/shifts/${id}/`);
    await barrier(t, [director, colleague, elsewhere], [h.orgId]);
    expect(director.messages[1]).toMatchObject({ content_type: "shift", action: "deleted", id });
    expect(colleague.messages[1]).toMatchObject({ content_type: "shift", action: "deleted", id });
    expect(elsewhere.messages).toEqual([]);
  });

  it("says nothing of a write that was refused", async () => {
    const director = await connect(await buildUser(t.deps.db, h, { group: "director" }));
    const refused = await scheduler("POST", "/api/shifts/", [
      dayShift(h, assignee, "2026-12-09"),
      dayShift(h, assignee, "2026-12-09", { start_time: "99:00" }),
    ]);
    expect(refused.status).toBe(400);
    await barrier(t, [director], [h.orgId]);
    expect(director.messages).toEqual([]);
  });

  it("announces schedule moves and the department's new periods", async () => {
    const nurse = await connect(assignee);
    const schedule = await scheduler(
      "GET",
      `/api/schedules/?dept_id=${h.departments[0]?.id}&for_date=2027-02-01&omit=shifts,events`,
    );
    await scheduler("POST", `/api/schedules/${schedule.body.id}/approve/`);
    await barrier(t, [nurse], [h.orgId]);
    expect(nurse.messages).toContainEqual({
      content_type: "schedule",
      action: "updated",
      id: schedule.body.id,
      data: {
        id: schedule.body.id,
        department_id: h.departments[0]?.id,
        start_on: "2027-01-17",
        end_on: "2027-02-27",
        state: "draft",
      },
    });
    const department = nurse.messages.find((message) => message.content_type === "department");
    expect(department?.data?.scheduling_periods).toContainEqual({
      id: schedule.body.id,
      start_on: "2027-01-17",
      end_on: "2027-02-27",
      state: "draft",
    });
  });
});
