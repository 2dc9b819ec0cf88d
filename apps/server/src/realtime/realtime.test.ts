import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type TestApp, testApp } from "../../test/app";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../test/factories";
import { signIn } from "../../test/http";
import { barrier, signInLive } from "../../test/live";

let t: TestApp;
let base: string;
let riverside: Hospital;
let admin: TestUser;
let nurse: TestUser;
let otherAdmin: TestUser;
let lakeside: Hospital;

beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  base = `ws://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  riverside = await buildHospital(t.deps.db);
  admin = await buildUser(t.deps.db, riverside, { group: "admin" });
  nurse = await buildUser(t.deps.db, riverside, { group: "nurse" });
  lakeside = await buildHospital(t.deps.db);
  otherAdmin = await buildUser(t.deps.db, lakeside, { group: "admin" });
});

afterAll(async () => {
  await t.app.close();
});

/** Connects and collects messages from the first write after the socket was registered. */
const connect = (user: TestUser) => signInLive(t, user);

describe("/ws/updates/", () => {
  it("delivers a committed change to everyone in the organisation and to no one outside it", async () => {
    const nurseClient = await connect(nurse);
    const outsider = await connect(otherAdmin);
    const { authorization } = await signIn(t.app, admin);
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/hospitals/${riverside.orgId}/`,
      headers: { authorization },
      payload: { info: { city: "Houston" } },
    });
    expect(response.statusCode).toBe(200);
    await barrier(t, [nurseClient, outsider], [riverside.orgId, lakeside.orgId]);
    expect(nurseClient.messages).toEqual([
      { content_type: "hospital", action: "updated", id: riverside.orgId },
    ]);
    expect(outsider.messages).toEqual([]);
    nurseClient.socket.close();
    outsider.socket.close();
  });

  it("says nothing of a change that was refused", async () => {
    // Another person listens: the admin's own sign-in below would end a session of theirs (Y-003).
    const client = await connect(nurse);
    const { authorization } = await signIn(t.app, admin);
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/hospitals/${riverside.orgId}/`,
      headers: { authorization },
      payload: { info: { timezone: "Mars/Olympus" } },
    });
    expect(response.statusCode).toBe(400);
    await barrier(t, [client], [riverside.orgId]);
    expect(client.messages).toEqual([]);
    client.socket.close();
  });

  it("closes with 4001 for a bad token", async () => {
    const socket = new WebSocket(`${base}/ws/updates/?token=nonsense`);
    const code = await new Promise<number>((resolve) =>
      socket.once("close", (closeCode) => resolve(closeCode)),
    );
    expect(code).toBe(4001);
  });
});
