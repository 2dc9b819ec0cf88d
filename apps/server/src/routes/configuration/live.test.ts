import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { type Client, clientFor } from "../../../test/client";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { barrier, signInLive } from "../../../test/live";

let t: TestApp;
let riverside: Hospital;
let admin: Client;
let nurse: TestUser;
let outsider: TestUser;
let lakeside: Hospital;

beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  riverside = await buildHospital(t.deps.db);
  admin = await clientFor(t.app, await buildUser(t.deps.db, riverside, { group: "admin" }));
  nurse = await buildUser(t.deps.db, riverside, { group: "nurse" });
  lakeside = await buildHospital(t.deps.db);
  outsider = await buildUser(t.deps.db, lakeside, { group: "admin" });
});

afterAll(async () => {
  await t.app.close();
});

const connect = (user: TestUser) => signInLive(t, user);

describe("configuration changes on /ws/updates/", () => {
  it("announce created, updated and deleted rows with the presented row, to the organisation only", async () => {
    const colleague = await connect(nurse);
    const stranger = await connect(outsider);
    const created = await admin("POST", "/api/shift-types/", {
      hospital_id: riverside.orgId,
      name: "Twilight",
      start_time: "1500",
      end_time: "0300",
    });
    const id: number = created.json().id;
    await admin("PATCH", `/api/shift-types/${id}/`, { description: "Evening into night" });
    await admin("DELETE", `/api/shift-types/${id}/`);
    await barrier(t, [colleague, stranger], [riverside.orgId, lakeside.orgId]);
    expect(
      colleague.messages.map(({ content_type, action, id: at }) => ({ content_type, action, id: at })),
    ).toEqual([
      { content_type: "shift type", action: "created", id },
      { content_type: "shift type", action: "updated", id },
      { content_type: "shift type", action: "deleted", id },
    ]);
    expect(colleague.messages[0]?.data).toEqual(created.json());
    expect(colleague.messages[1]?.data).toMatchObject({ description: "Evening into night", hours: 12 });
    expect(stranger.messages).toEqual([]);
    colleague.socket.close();
    stranger.socket.close();
  });

  it("announce settings and schedule rules as hospital and department updates", async () => {
    const colleague = await connect(nurse);
    await admin("PATCH", `/api/hospitals/${riverside.orgId}/update_settings/`, [
      { path: "idleTimeout", value: 25 },
    ]);
    const departmentId = riverside.departments[0]!.id;
    await admin("PATCH", `/api/departments/${departmentId}/update_schedule_rules/`, {
      publish_needs_approval: true,
    });
    await barrier(t, [colleague], [riverside.orgId]);
    expect(colleague.messages[0]).toMatchObject({
      content_type: "hospital",
      action: "updated",
      id: riverside.orgId,
      data: { settings: { idleTimeout: 25 } },
    });
    expect(colleague.messages[1]).toMatchObject({
      content_type: "department",
      action: "updated",
      id: departmentId,
      data: { schedule_rules: { publishNeedsApproval: true } },
    });
    colleague.socket.close();
  });

  it("say nothing of a refused or empty change", async () => {
    const colleague = await connect(nurse);
    const inUse = await admin("DELETE", `/api/shift-types/${riverside.ref.shifts.d12}/`);
    expect(inUse.statusCode).toBe(412);
    const flag = (await admin("GET", "/api/flags/")).json().results[0];
    await admin("PATCH", `/api/flags/${flag.id}/`, { name: flag.name });
    await admin("PATCH", `/api/hospitals/${riverside.orgId}/update_settings/`, [
      { path: "idleTimeout", value: 0 },
    ]);
    await barrier(t, [colleague], [riverside.orgId]);
    expect(colleague.messages).toEqual([]);
    colleague.socket.close();
  });
});
