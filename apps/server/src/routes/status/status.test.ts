import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser } from "../../../test/factories";
import { signIn } from "../../../test/http";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await rm(join(t.deps.config.dataDir, "maintenance.json"), { force: true });
});

describe("/status.json", () => {
  it("answers the version without signing in", async () => {
    const response = await t.app.inject({ method: "GET", url: "/status.json" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: t.deps.version, state: "ok", date: null, duration: null });
  });

  it("carries a maintenance announcement written by operations", async () => {
    await mkdir(t.deps.config.dataDir, { recursive: true });
    await writeFile(
      join(t.deps.config.dataDir, "maintenance.json"),
      JSON.stringify({ state: "maintenance_scheduled", date: "2026-12-01T02:00:00Z", duration: 60 }),
    );
    const body = (await t.app.inject({ method: "GET", url: "/status.json" })).json();
    expect(body).toMatchObject({
      state: "maintenance_scheduled",
      date: "2026-12-01T02:00:00Z",
      duration: 60,
    });
  });
});

describe("API conventions", () => {
  it("names its version and refuses another one", async () => {
    const ok = await t.app.inject({ method: "GET", url: "/status.json" });
    expect(ok.headers["x-api-version"]).toBe("1");
    const other = await t.app.inject({
      method: "POST",
      url: "/api/auth/jwt/verify/",
      headers: { "x-api-version": "7" },
      payload: { token: "x" },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe("unsupported_api_version");
  });

  it("answers unknown API paths with a JSON 404, and 401 before sign-in", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/nothing-here/" });
    expect(anonymous.statusCode).toBe(401);
    const nurse = await buildUser(t.deps.db, await buildHospital(t.deps.db), { group: "nurse" });
    const { authorization } = await signIn(t.app, nurse);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/nothing-here/",
      headers: { authorization },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("not_found");
  });

  it("publishes the OpenAPI document generated from the route schemas", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/openapi.json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/auth/jwt/create/", "/api/hospitals/", "/api/auth/users/me/"]),
    );
    expect((await t.app.inject({ method: "GET", url: "/api/docs/" })).statusCode).toBeLessThan(400);
  });
});
