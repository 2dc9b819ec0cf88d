import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../test/app";
import { documentCaller } from "../../test/documents";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../test/factories";
import { buildApp } from "../app";
import { notificationReceipts, notifications } from "../db/schema";
import { CREDENTIAL_EXPIRING_KEY, noticeExpiringCredentials } from "../services/documents/expiry-notices";
import { registerCredentialClock } from "./credential-clock";

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let h: Hospital;
let nurse: TestUser;
let scheduler: ReturnType<typeof documentCaller>;
let managers: number[];
let others: number[];

/** An instant `days` from the test clock's now, as the web sends an expiry. */
const inDays = (days: number) => new Date(t.clock().getTime() + days * DAY).toISOString();

async function create(type: "license" | "health", expireOn: string, name = "RN licence"): Promise<number> {
  const response = await scheduler("POST", "/api/credential-docs/", {
    profile_id: nurse.profileId,
    type,
    name,
    expire_on: expireOn,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

/** Each notice about the documents: the document and who got it. */
async function notices(documentIds: number[]) {
  const rows = await t.deps.db
    .select({
      notificationId: notifications.id,
      documentId: notifications.associatedObjectId,
      params: notifications.messageParams,
      recipientId: notificationReceipts.recipientId,
    })
    .from(notifications)
    .innerJoin(notificationReceipts, eq(notificationReceipts.notificationId, notifications.id))
    .where(
      and(
        eq(notifications.orgId, h.orgId),
        eq(notifications.messageKey, CREDENTIAL_EXPIRING_KEY),
        inArray(notifications.associatedObjectId, documentIds),
      ),
    );
  return rows;
}

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  nurse = await buildUser(t.deps.db, h, { group: "nurse" });
  const deptScheduler = await buildUser(t.deps.db, h, { group: "scheduler" });
  scheduler = documentCaller(t.app, deptScheduler);
  const operator = await buildUser(t.deps.db, h, { group: "operator" });
  const otherDirector = await buildUser(t.deps.db, h, { group: "director", departmentIndex: 1 });
  const admin = await buildUser(t.deps.db, h, { group: "admin" });
  const colleague = await buildUser(t.deps.db, h, { group: "nurse" });
  managers = [deptScheduler.userId, operator.userId].sort();
  others = [otherDirector.userId, admin.userId, colleague.userId, nurse.userId];
});

afterAll(async () => {
  await t.app.close();
});

describe("credential expiry notices", () => {
  it("tells the person's department and operations management once, in two server processes", async () => {
    const soon = await create("license", inDays(10));
    const later = await create("license", inDays(40), "BLS");
    const health = await create("health", inDays(5), "Flu shot");
    const lapsed = await create("license", inDays(-1), "ACLS");

    const servers = await Promise.all(
      [0, 1].map(async () => {
        const server = await buildApp(t.deps, { webDist: null });
        registerCredentialClock(server, t.deps);
        return server;
      }),
    );
    // Each runs a pass as it starts listening; closing waits for that pass.
    await Promise.all(servers.map((server) => server.listen({ port: 0, host: "127.0.0.1" })));
    await Promise.all(servers.map((server) => server.close()));

    const told = await notices([soon, later, health, lapsed]);
    expect(new Set(told.map((row) => row.notificationId)).size).toBe(1);
    expect(told.every((row) => row.documentId === soon)).toBe(true);
    expect(told.map((row) => row.recipientId).sort()).toEqual(managers);
    expect(told.some((row) => others.includes(row.recipientId))).toBe(false);
    expect(told[0]?.params).toMatchObject({ document: "RN licence", user_id: nurse.userId });

    // A later pass finds nothing new.
    expect(await noticeExpiringCredentials(t.deps.db, t.clock())).toBe(0);
  });

  it("notifies again after a renewal with a new expiry, not after an edit that keeps it", async () => {
    const id = await create("license", inDays(12), "CPR card");
    expect(await noticeExpiringCredentials(t.deps.db, t.clock())).toBe(1);

    const kept = await scheduler("PATCH", `/api/credential-docs/${id}/`, { comments: "checked" });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await noticeExpiringCredentials(t.deps.db, t.clock())).toBe(0);

    const renewed = await scheduler("PATCH", `/api/credential-docs/${id}/`, { expire_on: inDays(25) });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await noticeExpiringCredentials(t.deps.db, t.clock())).toBe(1);
    const told = await notices([id]);
    expect(new Set(told.map((row) => row.notificationId)).size).toBe(2);
  });

  it("notices a credential once the clock brings it into the window", async () => {
    const id = await create("license", inDays(45), "PALS");
    expect(await noticeExpiringCredentials(t.deps.db, t.clock())).toBe(0);
    t.clock.advance(16 * DAY);
    try {
      expect(await noticeExpiringCredentials(t.deps.db, t.clock())).toBeGreaterThanOrEqual(1);
      expect((await notices([id])).map((row) => row.recipientId).sort()).toEqual(managers);
    } finally {
      t.clock.advance(-16 * DAY);
    }
  });
});
