import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { movableClock } from "../../../test/app";
import { testDatabase } from "../../../test/database";
import { buildHospital, buildUser, type Hospital } from "../../../test/factories";
import { buildOpenShift } from "../../../test/open-shifts";
import type { DB } from "../../db/client";
import { notificationReceipts, notifications } from "../../db/schema";
import { insertBid, openShiftRow } from "../../repositories/open-shifts";
import { endDueOpenShifts } from "./end-bidding";

const DATE = "2026-12-12";
const clock = movableClock(new Date("2026-12-01T15:00:00Z"));
let db: DB;
let hospital: Hospital;

beforeAll(async () => {
  db = (await testDatabase()).db;
  hospital = await buildHospital(db);
});

describe("bidding deadlines", () => {
  it("ends each due open shift exactly once across concurrent runs, and tells bidders once", async () => {
    const soon = new Date(clock().getTime() + 60_000);
    const due = await Promise.all(
      [1, 2, 3].map(() => buildOpenShift(db, hospital, { date: DATE, now: clock(), biddingEndsOn: soon })),
    );
    const later = await buildOpenShift(db, hospital, { date: DATE, now: clock() });
    const nurse = await buildUser(db, hospital, { group: "nurse" });
    for (const open of due) await insertBid(db, open.id, nurse.userId, clock());
    clock.advance(120_000);

    const runs = await Promise.all([endDueOpenShifts(db, clock()), endDueOpenShifts(db, clock())]);
    const mine = new Set([...due, later].map((open) => open.id));
    const ended = runs.map((ids) => ids.filter((id) => mine.has(id)));
    expect(ended.flat().sort()).toEqual(due.map((open) => open.id).sort());
    expect(new Set(ended.flat()).size).toBe(ended.flat().length);
    expect((await openShiftRow(db, hospital.orgId, later.id))?.biddingEnded).toBe(false);
    expect((await openShiftRow(db, hospital.orgId, due[0]?.id ?? 0))?.biddingEnded).toBe(true);

    const told = await db
      .select({ id: notificationReceipts.id })
      .from(notificationReceipts)
      .innerJoin(notifications, eq(notifications.id, notificationReceipts.notificationId))
      .where(
        and(
          eq(notificationReceipts.recipientId, nurse.userId),
          inArray(
            notifications.associatedObjectId,
            due.map((open) => open.id),
          ),
        ),
      );
    expect(told).toHaveLength(3);
    expect(await endDueOpenShifts(db, clock())).not.toEqual(expect.arrayContaining([due[0]?.id]));
  });
});
