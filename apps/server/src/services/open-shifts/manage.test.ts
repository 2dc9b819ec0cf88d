import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { movableClock } from "../../../test/app";
import { testDatabase } from "../../../test/database";
import { buildHospital, buildShift, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { buildOpenShift } from "../../../test/open-shifts";
import { sessionFor } from "../../../test/sessions";
import type { DB } from "../../db/client";
import { notificationReceipts, notifications, openShifts, shifts } from "../../db/schema";
import { AppError } from "../../http/errors";
import { insertBid, openShiftRow } from "../../repositories/open-shifts";
import { deleteShifts } from "../shifts/delete-shifts";
import { assignOpenShift } from "./assign";
import { bidOnOpenShift } from "./bid";
import { cancelBid } from "./cancel-bid";
import { closeOpenShift } from "./close";
import { removeOpenShift } from "./delete";
import { nudgeOpenShift } from "./nudge";
import { updateOpening } from "./update-opening";

const DATE = "2026-12-14";
const clock = movableClock(new Date("2026-12-01T15:00:00Z"));
let db: DB;
let hospital: Hospital;
let operator: TestUser;
const deps = () => ({ db, clock });

async function refusal(promise: Promise<unknown>): Promise<{ status: number; detail: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, detail: error.detail };
    throw error;
  }
  throw new Error("expected a refusal");
}

const nurses = (count: number) =>
  Promise.all(Array.from({ length: count }, () => buildUser(db, hospital, { group: "nurse" })));

async function receiptsFor(openShiftId: number) {
  return db
    .select({ recipientId: notificationReceipts.recipientId, key: notifications.messageKey })
    .from(notificationReceipts)
    .innerJoin(notifications, eq(notifications.id, notificationReceipts.notificationId))
    .where(
      and(
        eq(notifications.associatedContentType, "open shift"),
        eq(notifications.associatedObjectId, openShiftId),
      ),
    );
}

beforeAll(async () => {
  db = (await testDatabase()).db;
  hospital = await buildHospital(db);
  operator = await buildUser(db, hospital, { group: "operator" });
});

describe("assign (H-013)", () => {
  it("seats bidders and picked staff with a shift each, warns of conflicts, and closes when full", async () => {
    const open = await buildOpenShift(db, hospital, { date: DATE, now: clock(), opening: 2 });
    const [bidder, picked] = await nurses(2);
    if (!bidder || !picked) throw new Error("nurses not built");
    await insertBid(db, open.id, bidder.userId, clock());
    await buildShift(db, hospital, {
      userId: picked.userId,
      date: DATE,
      startTime: "15:00",
      endTime: "23:00",
    });
    const outcome = await assignOpenShift(deps(), await sessionFor(db, operator), open.id, {
      selectedBidders: [bidder.userId],
      assignees: [picked.userId],
    });
    expect(outcome.shifts.map((shift) => shift.assigneeId).sort()).toEqual(
      [bidder.userId, picked.userId].sort(),
    );
    expect(outcome.warnings.find((entry) => entry.userId === picked.userId)?.warnings).toEqual([
      { code: "time_conflict", dates: [DATE] },
    ]);
    expect(outcome.openShift.biddingClosed).toBe(true);
    // The answer names each seated person with the shift just made for them.
    const seated = new Map(outcome.shifts.map((shift) => [shift.assigneeId, shift.id]));
    expect(
      outcome.openShift.participants
        .filter((person) => person.assignedOn !== null)
        .map((person) => [person.userId, person.shiftId])
        .sort(),
    ).toEqual([...seated].sort());
    expect((await receiptsFor(open.id)).map((receipt) => receipt.recipientId).sort()).toEqual(
      [bidder.userId, picked.userId].sort(),
    );
  });

  it("refuses more people than seats left (412) and a non-bidder as selected bidder (400), changing nothing", async () => {
    const open = await buildOpenShift(db, hospital, { date: DATE, now: clock(), opening: 1 });
    const [first, second] = await nurses(2);
    if (!first || !second) throw new Error("nurses not built");
    const session = await sessionFor(db, operator);
    expect(
      await refusal(
        assignOpenShift(deps(), session, open.id, {
          selectedBidders: [],
          assignees: [first.userId, second.userId],
        }),
      ),
    ).toMatchObject({ status: 412 });
    expect(
      await refusal(
        assignOpenShift(deps(), session, open.id, { selectedBidders: [first.userId], assignees: [] }),
      ),
    ).toMatchObject({ status: 400 });
    expect(await db.select().from(shifts).where(eq(shifts.openShiftId, open.id))).toEqual([]);
  });
});

describe("close, delete, opening", () => {
  it("closes an open shift once, telling bidders, and refuses to delete one with bids", async () => {
    const open = await buildOpenShift(db, hospital, { date: DATE, now: clock() });
    const [bidder] = await nurses(1);
    if (!bidder) throw new Error("nurse not built");
    await insertBid(db, open.id, bidder.userId, clock());
    const session = await sessionFor(db, operator);
    expect(await refusal(removeOpenShift(deps(), session, open.id))).toMatchObject({ status: 412 });
    expect((await closeOpenShift(deps(), session, open.id)).biddingClosed).toBe(true);
    expect(await refusal(closeOpenShift(deps(), session, open.id))).toMatchObject({ status: 412 });
    expect(await receiptsFor(open.id)).toEqual([
      { recipientId: bidder.userId, key: "notifications.open_shift_closed" },
    ]);
  });

  it("deletes an untouched open shift", async () => {
    const open = await buildOpenShift(db, hospital, { date: DATE, now: clock() });
    await removeOpenShift(deps(), await sessionFor(db, operator), open.id);
    expect(await db.select().from(openShifts).where(eq(openShifts.id, open.id))).toEqual([]);
  });

  it("keeps the opening at or above the seats taken", async () => {
    const open = await buildOpenShift(db, hospital, { date: DATE, now: clock(), opening: 3, fcfs: true });
    const [taker] = await nurses(1);
    if (!taker) throw new Error("nurse not built");
    await bidOnOpenShift(deps(), await sessionFor(db, taker), open.id);
    const session = await sessionFor(db, operator);
    expect(await refusal(updateOpening(deps(), session, open.id, 0))).toMatchObject({ status: 400 });
    expect((await updateOpening(deps(), session, open.id, 1)).opening).toBe(1);
  });
});

describe("nudge (H-014)", () => {
  it("reminds those who have not bid, then waits 900 s", async () => {
    const open = await buildOpenShift(db, hospital, { date: DATE, now: clock() });
    const [bidder, quiet] = await nurses(2);
    if (!bidder || !quiet) throw new Error("nurses not built");
    await insertBid(db, open.id, bidder.userId, clock());
    const session = await sessionFor(db, operator);
    expect(await refusal(nudgeOpenShift(deps(), session, open.id))).toMatchObject({ status: 412 });
    clock.advance(900_000);
    const nudged = await nudgeOpenShift(deps(), session, open.id);
    expect(nudged.settings.lastNudge).toBe(clock().toISOString());
    const reminded = (await receiptsFor(open.id)).map((receipt) => receipt.recipientId);
    expect(reminded).toContain(quiet.userId);
    expect(reminded).not.toContain(bidder.userId);
    expect(await refusal(nudgeOpenShift(deps(), session, open.id))).toMatchObject({ status: 412 });
  });
});

describe("cancel bid", () => {
  it("gives an FCFS seat back: the shift goes and a shift closed when full opens again", async () => {
    const open = await buildOpenShift(db, hospital, { date: DATE, now: clock(), fcfs: true, opening: 1 });
    const [taker] = await nurses(1);
    if (!taker) throw new Error("nurse not built");
    const session = await sessionFor(db, taker);
    await bidOnOpenShift(deps(), session, open.id);
    expect((await openShiftRow(db, hospital.orgId, open.id))?.biddingClosed).toBe(true);
    const after = await cancelBid(deps(), session, open.id);
    expect(after.biddingClosed).toBe(false);
    expect(after.assignees).toEqual([]);
    expect(await db.select().from(shifts).where(eq(shifts.openShiftId, open.id))).toEqual([]);
  });
});

describe("the shifts made for seats", () => {
  it("cannot be deleted while the open shift takes bids (412), and can once it is closed", async () => {
    const open = await buildOpenShift(db, hospital, { date: DATE, now: clock(), fcfs: true, opening: 2 });
    const [taker] = await nurses(1);
    if (!taker) throw new Error("nurse not built");
    const outcome = await bidOnOpenShift(deps(), await sessionFor(db, taker), open.id);
    if (outcome.kind !== "seat") throw new Error("an fcfs bid takes a seat");
    const session = await sessionFor(db, operator);
    expect(await refusal(deleteShifts(deps(), session, [outcome.shift.id], { single: true }))).toMatchObject({
      status: 412,
    });
    await closeOpenShift(deps(), session, open.id);
    await deleteShifts(deps(), session, [outcome.shift.id], { single: true });
    expect(await db.select().from(shifts).where(eq(shifts.id, outcome.shift.id))).toEqual([]);
  });
});

describe("who may manage", () => {
  it.each([
    ["a nurse", "nurse", 403],
    ["a scheduler (no open-shift screen)", "scheduler", 403],
  ] as const)("refuses %s", async (_label, group, status) => {
    const open = await buildOpenShift(db, hospital, { date: DATE, now: clock() });
    const person = await buildUser(db, hospital, { group });
    expect(await refusal(closeOpenShift(deps(), await sessionFor(db, person), open.id))).toMatchObject({
      status,
    });
  });

  it("does not find another organisation's open shift", async () => {
    const other = await buildHospital(db);
    const open = await buildOpenShift(db, other, { date: DATE, now: clock() });
    expect(await refusal(closeOpenShift(deps(), await sessionFor(db, operator), open.id))).toMatchObject({
      status: 404,
    });
    expect((await openShiftRow(db, other.orgId, open.id))?.biddingClosed).toBe(false);
  });
});
