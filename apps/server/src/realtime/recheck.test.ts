import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../test/app";
import { buildHospital, buildUser, type Hospital, PASSWORD, type TestUser } from "../../test/factories";
import { signIn } from "../../test/http";
import { type LiveClient, liveBase, openLive } from "../../test/live";
import { type Caller, caller, dayShift, showSchedulesToStaff } from "../../test/scheduling";
import { AppError } from "../http/errors";
import { closeCodeFor, WS_CLOSE_SERVER_ERROR } from "./session-check";

let t: TestApp;
let h: Hospital;
let admin: Caller;
let adminUser: TestUser;
let scheduler: Caller;

beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  h = await buildHospital(t.deps.db);
  adminUser = await buildUser(t.deps.db, h, { group: "admin" });
  admin = caller(t, adminUser);
  scheduler = caller(t, await buildUser(t.deps.db, h, { group: "operator" }));
});

afterAll(async () => {
  await t.app.close();
});

async function listen(user: TestUser): Promise<{ client: LiveClient; authorization: string }> {
  const { authorization } = await signIn(t.app, user);
  return { client: await openLive(liveBase(t), authorization.slice(7)), authorization };
}

describe("a live channel lives only as long as its right to listen", () => {
  it("closes with 4001 when the password changes (every older token is revoked)", async () => {
    const nurse = await buildUser(t.deps.db, h, { group: "nurse" });
    const { client, authorization } = await listen(nurse);
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/auth/users/set_password/",
      headers: { authorization },
      payload: { current_password: PASSWORD, new_password: "Other-pass-2", re_new_password: "Other-pass-2" },
    });
    expect(changed.statusCode).toBeLessThan(300);
    expect((await client.closed).code).toBe(4001);
  });

  it("closes with 4001 when the profile is severed", async () => {
    const nurse = await buildUser(t.deps.db, h, { group: "nurse" });
    const { client } = await listen(nurse);
    const severed = await admin("PATCH", `/api/profiles/${nurse.profileId}/`, {
      status: { state: "severed", effective: { now: true } },
    });
    expect(severed.status).toBe(200);
    expect((await client.closed).code).toBe(4001);
  });

  it("closes with 4001 once the token has expired, at the next word on the channel", async () => {
    const nurse = await buildUser(t.deps.db, h, { group: "nurse" });
    const { client } = await listen(nurse);
    t.clock.advance(6 * 60_000);
    try {
      const { authorization } = await signIn(t.app, adminUser);
      await t.app.inject({
        method: "PATCH",
        url: `/api/hospitals/${h.orgId}/`,
        headers: { authorization },
        payload: { info: { city: "Dallas" } },
      });
      expect((await client.closed).code).toBe(4001);
    } finally {
      t.clock.advance(-6 * 60_000);
    }
  });

  it("lets a nurse moved to another department stop hearing the old one", async () => {
    const nurse = await buildUser(t.deps.db, h, { group: "nurse" });
    const colleague = await buildUser(t.deps.db, h, { group: "nurse" });
    const newcomer = await buildUser(t.deps.db, h, { group: "nurse", departmentIndex: 1 });
    const [oldDepartment, newDepartment] = h.departments.map((department) => department.id);
    for (const departmentId of [oldDepartment, newDepartment]) {
      await scheduler(
        "GET",
        `/api/schedules/?dept_id=${departmentId}&for_date=2026-12-15&omit=shifts,events`,
      );
    }
    await showSchedulesToStaff(t.deps.db, h);
    const { client } = await listen(nurse);
    const moved = await admin("PATCH", `/api/profiles/${nurse.profileId}/`, { department_id: newDepartment });
    expect(moved.status).toBe(200);
    await client.next((message) => message.content_type === "profile" || message.content_type === "user");
    const before = client.messages.length;
    const old = await scheduler("POST", "/api/shifts/", [dayShift(h, colleague, "2026-12-15")]);
    const fresh = await scheduler("POST", "/api/shifts/", [
      dayShift(h, newcomer, "2026-12-15", { department_id: newDepartment }),
    ]);
    // Updates arrive in commit order: hearing the later one first proves the earlier never came.
    const heard = await client.next((message) => message.content_type === "shift");
    expect(heard.id).toBe(fresh.body[0].id);
    expect(client.messages.slice(before).map((message) => message.id)).not.toContain(old.body[0].id);
  });
});

describe("closeCodeFor", () => {
  it("tells a refused person from a fault of ours", () => {
    expect(closeCodeFor(new AppError(401, "token_not_valid", "x"))).toBe(4001);
    expect(closeCodeFor(new AppError(403, "no_active_profile", "x"))).toBe(4001);
    expect(closeCodeFor(new Error("connection terminated"))).toBe(WS_CLOSE_SERVER_ERROR);
  });
});
