import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, PASSWORD, type TestUser } from "../../../test/factories";
import { liveBase, openLive } from "../../../test/live";

let t: TestApp;
let hospital: Hospital;

beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  hospital = await buildHospital(t.deps.db);
});

afterAll(async () => {
  await t.app.close();
});

async function signInOn(user: TestUser, client?: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/jwt/create/",
    payload: { email: user.email, password: PASSWORD, ...(client ? { client } : {}) },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ access: string; refresh: string }>();
}

const me = (access: string) =>
  t.app.inject({ method: "GET", url: "/api/auth/users/me/", headers: { authorization: `Bearer ${access}` } });

const refresh = (token: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/jwt/refresh/", payload: { refresh: token } });

describe("one web and one mobile session per person (B-008, Y-003)", () => {
  it("ends the earlier web session when the person signs in on the web again", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const first = await signInOn(nurse);
    expect((await me(first.access)).statusCode).toBe(200);
    const second = await signInOn(nurse);
    const displaced = await me(first.access);
    expect(displaced.statusCode).toBe(401);
    expect(displaced.json()).toMatchObject({ code: "unauthorized_device" });
    expect((await me(second.access)).statusCode).toBe(200);
  });

  it("refuses to refresh or verify a displaced session's tokens", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const first = await signInOn(nurse);
    const second = await signInOn(nurse);
    const refused = await refresh(first.refresh);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: "unauthorized_device" });
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/auth/jwt/verify/",
      payload: { token: first.access },
    });
    expect(verified.statusCode).toBe(401);
    const renewed = await refresh(second.refresh);
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json().access)).statusCode).toBe(200);
  });

  it("keeps a web and a mobile session side by side", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const web = await signInOn(nurse, "web");
    const mobile = await signInOn(nurse, "mobile");
    expect((await me(web.access)).statusCode).toBe(200);
    expect((await me(mobile.access)).statusCode).toBe(200);
    await signInOn(nurse, "mobile");
    expect((await me(web.access)).statusCode).toBe(200);
    expect((await me(mobile.access)).json()).toMatchObject({ code: "unauthorized_device" });
  });

  it("refuses an unknown client kind with a 400 and signs nobody in", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const kept = await signInOn(nurse);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/jwt/create/",
      payload: { email: nurse.email, password: PASSWORD, client: "tablet" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty("client");
    expect((await me(kept.access)).statusCode).toBe(200);
  });

  it("closes the displaced session's live channel with 4001", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const first = await signInOn(nurse);
    const client = await openLive(liveBase(t), first.access);
    await signInOn(nurse);
    const closed = await client.closed;
    expect(closed.code).toBe(4001);
    expect(closed.reason).toBe("unauthorized_device");
  });

  it("keeps the session that changes its password on the same device", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const mine = await signInOn(nurse);
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/auth/users/set_password/",
      headers: { authorization: `Bearer ${mine.access}` },
      payload: { current_password: PASSWORD, new_password: "Other-pass-2", re_new_password: "Other-pass-2" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(mine.access)).statusCode).toBe(401);
    expect((await me(changed.json().access)).statusCode).toBe(200);
    expect((await refresh(changed.json().refresh)).statusCode).toBe(200);
  });
});
