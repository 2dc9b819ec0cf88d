import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { as } from "../../test/accounts";
import { type TestApp, testApp } from "../../test/app";
import { buildHospital, buildUser } from "../../test/factories";
import { buildApp } from "../app";
import { profiles } from "../db/schema";
import { registerProfileClock } from "./profile-clock";

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
});

describe("the profile clock in a listening server", () => {
  it("applies what is due when the server starts listening, and closing waits for the pass", async () => {
    const hospital = await buildHospital(t.deps.db);
    const admin = await as(t, await buildUser(t.deps.db, hospital, { group: "admin" }));
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const queued = await admin("PATCH", `/api/profiles/${nurse.profileId}/`, {
      status: { state: "inactive", effective: { on: "2026-11-23" } },
    });
    expect(queued.json().state).toBe("active");

    t.clock.set(new Date("2026-11-23T06:00:00Z"));
    const server = await buildApp(t.deps, { webDist: null });
    registerProfileClock(server, t.deps);
    await server.listen({ port: 0, host: "127.0.0.1" });
    await server.close();
    t.clock.set(new Date("2026-11-22T15:00:00Z"));

    const [row] = await t.deps.db
      .select({ state: profiles.state })
      .from(profiles)
      .where(eq(profiles.id, nurse.profileId));
    expect(row?.state).toBe("inactive");
  });
});
