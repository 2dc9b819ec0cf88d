import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { documentCaller, FILES } from "../../../test/documents";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { barrier, type LiveClient, signInLive } from "../../../test/live";

// Documents live (N-012): a change to a person's credentials reaches the managers who may open
// them, and no one else: not staff, not management of another department, not another hospital.
let t: TestApp;
let h: Hospital;
let nurse: TestUser;
let admin: ReturnType<typeof documentCaller>;
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  h = await buildHospital(t.deps.db);
  nurse = await buildUser(t.deps.db, h, { group: "nurse" });
  admin = documentCaller(t.app, await buildUser(t.deps.db, h, { group: "admin" }));
});

afterAll(async () => {
  for (const client of clients) client.socket.close();
  await t.app.close();
});

async function connect(user: TestUser): Promise<LiveClient> {
  const client = await signInLive(t, user);
  clients.push(client);
  return client;
}

const documentMessages = (client: LiveClient) =>
  client.messages.filter((message) => message.content_type === "credential doc");

describe("live credential document updates on /ws/updates/", () => {
  it("reach the person's managers on create, change, upload and delete, and never staff", async () => {
    const scheduler = await connect(await buildUser(t.deps.db, h, { group: "scheduler" }));
    const operator = await connect(await buildUser(t.deps.db, h, { group: "operator", departmentIndex: 1 }));
    const otherScheduler = await connect(
      await buildUser(t.deps.db, h, { group: "scheduler", departmentIndex: 1 }),
    );
    const herself = await connect(nurse);
    const colleague = await connect(await buildUser(t.deps.db, h, { group: "nurse" }));
    const otherHospital = await buildHospital(t.deps.db);
    const outsider = await connect(await buildUser(t.deps.db, otherHospital, { group: "admin" }));

    const created = await admin("POST", "/api/credential-docs/", {
      profile_id: nurse.profileId,
      type: "license",
      name: "RN licence",
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect((await admin("PATCH", `/api/credential-docs/${id}/`, { comments: "renewed" })).statusCode).toBe(
      200,
    );
    expect((await admin.upload(id, FILES.pdf)).statusCode).toBe(200);
    expect((await admin("DELETE", `/api/credential-docs/${id}/`)).statusCode).toBe(204);
    await barrier(
      t,
      [scheduler, operator, otherScheduler, herself, colleague, outsider],
      [h.orgId, otherHospital.orgId],
    );

    const expected = ["created", "updated", "updated", "deleted"].map((action) => ({
      content_type: "credential doc",
      action,
      id,
      data: { profile_id: nurse.profileId },
    }));
    expect(documentMessages(scheduler)).toEqual(expected);
    expect(documentMessages(operator)).toEqual(expected);
    expect(documentMessages(otherScheduler)).toEqual([]);
    expect(documentMessages(herself)).toEqual([]);
    expect(documentMessages(colleague)).toEqual([]);
    expect(documentMessages(outsider)).toEqual([]);
  });

  it("says nothing of a change that was refused", async () => {
    const scheduler = await connect(await buildUser(t.deps.db, h, { group: "scheduler" }));
    const refused = await admin("POST", "/api/credential-docs/", {
      profile_id: nurse.profileId,
      type: "license",
      name: "RN licence",
      issued_on: "2026-05-01",
      expire_on: "2026-01-01",
    });
    expect(refused.statusCode).toBe(400);
    await barrier(t, [scheduler], [h.orgId]);
    expect(documentMessages(scheduler)).toEqual([]);
  });
});
