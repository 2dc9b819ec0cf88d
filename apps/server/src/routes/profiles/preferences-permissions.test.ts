import { beforeAll, describe, expect, it } from "vitest";
import { type Caller, as } from "../../../test/accounts";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital } from "../../../test/factories";

let t: TestApp;
let hospital: Hospital;
let admin: Caller;

beforeAll(async () => {
  t = await testApp();
  hospital = await buildHospital(t.deps.db);
  admin = await as(t, await buildUser(t.deps.db, hospital, { group: "admin" }));
});

describe("schedule preferences (Y-012)", () => {
  it("applies path changes to one's own preferences, all or nothing", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const self = await as(t, nurse);
    const url = `/api/profiles/${nurse.profileId}/update_schedule_preferences/`;
    const set = await self("PATCH", url, [
      { path: "masterSchedule.view", value: "week" },
      { path: "masterSchedule.columns", value: ["name", "hours"] },
      { path: "report.templates.t1", value: { name: "Overtime" } },
    ]);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      masterSchedule: { view: "week", columns: ["name", "hours"] },
      report: { templates: { t1: { name: "Overtime" } } },
    });
    const bad = await self("PATCH", url, [
      { path: "masterSchedule.view", value: "month" },
      { path: "masterSchedule.view.deeper", value: 1 },
      { path: "__proto__.polluted", value: true },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["1.path", "2.path"]);
    const removed = await self("PATCH", url, [{ path: "report", value: null }]);
    expect(removed.json()).toEqual({ masterSchedule: { view: "week", columns: ["name", "hours"] } });
    expect((await self("PATCH", url, [])).statusCode).toBe(400);
    expect((await self("PATCH", url, [{ path: "a" }])).statusCode).toBe(400);
    expect((await self("PATCH", url, [{ path: "big", value: "x".repeat(70_000) }])).statusCode).toBe(400);
    expect((await admin("PATCH", url, [{ path: "a", value: 1 }])).statusCode).toBe(403);
  });
});

describe("/api/profile-permissions/ (C-012, D-019)", () => {
  it("saves only the choices of the person's role and replaces them on update", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const created = await admin("POST", "/api/profile-permissions/", {
      profile_id: nurse.profileId,
      screens: { web: { dailySchedule: "no_access", masterSchedule: "view_only" } },
    });
    expect(created.statusCode).toBe(201);
    const record = created.json();
    expect(record).toMatchObject({
      profile_id: nurse.profileId,
      screens: { web: { dailySchedule: "no_access", masterSchedule: "view_only" } },
    });
    const me = async () =>
      (await (await as(t, nurse))("GET", "/api/auth/users/me/")).json<{
        profile: { permissions: { screens: Record<string, string> } };
      }>().profile.permissions.screens;
    expect(await me()).toMatchObject({ dailySchedule: "no_access", masterSchedule: "view_only" });

    const bad = await admin("PATCH", `/api/profile-permissions/${record.id}/`, {
      screens: { web: { dailySchedule: "default", openShift: "view_only", payroll: "default" } },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      "screens.web.dailySchedule",
      "screens.web.openShift",
      "screens.web.payroll",
    ]);
    const updated = await admin("PATCH", `/api/profile-permissions/${record.id}/`, {
      screens: { web: { schedule: "view_only" } },
    });
    expect(updated.json().screens.web).toEqual({ schedule: "view_only" });
    expect(await me()).toMatchObject({ dailySchedule: "view_only", masterSchedule: "view_only" });
    const duplicate = await admin("POST", "/api/profile-permissions/", {
      profile_id: nurse.profileId,
      screens: { web: {} },
    });
    expect(Object.keys(duplicate.json().errors)).toEqual(["profile_id"]);
    expect((await admin("GET", `/api/profile-permissions/${record.id}/`)).json().id).toBe(record.id);
  });

  it("nobody changes their own screens", async () => {
    const director = await buildUser(t.deps.db, hospital, { group: "director" });
    const self = await as(t, director);
    const response = await self("POST", "/api/profile-permissions/", {
      profile_id: director.profileId,
      screens: { web: { report: "no_access" } },
    });
    expect(response.statusCode).toBe(403);
  });
});
