import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { openShiftParticipants, shifts } from "../../db/schema";
import { AppError } from "../../http/errors";
import { openShiftRow } from "../../repositories/open-shifts";
import { movableClock } from "../../../test/app";
import { testDatabase } from "../../../test/database";
import { buildHospital, buildShift, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { buildOpenShift } from "../../../test/open-shifts";
import { sessionFor } from "../../../test/sessions";
import type { DB } from "../../db/client";
import { bidOnOpenShift } from "./bid";

const DATE = "2026-12-10";
let db: DB;
let hospital: Hospital;
const clock = movableClock(new Date("2026-12-01T15:00:00Z"));

async function refusal(promise: Promise<unknown>): Promise<{ status: number; detail: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, detail: error.detail };
    throw error;
  }
  throw new Error("expected a refusal");
}

async function bid(person: TestUser, openShiftId: number) {
  return bidOnOpenShift({ db, clock }, await sessionFor(db, person), openShiftId);
}

beforeAll(async () => {
  db = (await testDatabase()).db;
  hospital = await buildHospital(db);
});

describe("first come, first served", () => {
  it("seats exactly `opening` of many concurrent bidders, each with one shift", async () => {
    const open = await buildOpenShift(db, hospital, { date: DATE, now: clock(), fcfs: true, opening: 3 });
    const nurses = await Promise.all(
      Array.from({ length: 12 }, () => buildUser(db, hospital, { group: "nurse" })),
    );
    const sessions = await Promise.all(nurses.map((nurse) => sessionFor(db, nurse)));
    const answers = await Promise.allSettled(
      sessions.map((session) => bidOnOpenShift({ db, clock }, session, open.id)),
    );
    const won = answers.filter((answer) => answer.status === "fulfilled");
    const lost = answers.flatMap((answer): unknown[] =>
      answer.status === "rejected" ? [answer.reason as unknown] : [],
    );
    expect(won).toHaveLength(3);
    expect(lost.every((error) => error instanceof AppError && error.status === 412)).toBe(true);
    const made = await db.select().from(shifts).where(eq(shifts.openShiftId, open.id));
    expect(made).toHaveLength(3);
    expect(new Set(made.map((row) => row.assigneeId)).size).toBe(3);
    const after = await openShiftRow(db, hospital.orgId, open.id);
    expect(after?.assignees).toHaveLength(3);
    expect(after?.biddingClosed).toBe(true);
  });

  it("refuses a nurse who already works at that time, and books nothing", async () => {
    const open = await buildOpenShift(db, hospital, { date: DATE, now: clock(), fcfs: true, opening: 2 });
    const nurse = await buildUser(db, hospital, { group: "nurse" });
    await buildShift(db, hospital, {
      userId: nurse.userId,
      date: DATE,
      startTime: "15:00",
      endTime: "23:00",
    });
    expect(await refusal(bid(nurse, open.id))).toEqual({
      status: 412,
      detail: "You already work at that time.",
    });
    const seats = await db
      .select()
      .from(openShiftParticipants)
      .where(eq(openShiftParticipants.openShiftId, open.id));
    expect(seats).toEqual([]);
  });

  it("books a nurse bidding on two overlapping shifts at once only once", async () => {
    const [morning, noon] = await Promise.all([
      buildOpenShift(db, hospital, { date: DATE, now: clock(), fcfs: true, opening: 1 }),
      buildOpenShift(db, hospital, {
        date: DATE,
        now: clock(),
        fcfs: true,
        opening: 1,
        startTime: "11:00",
        endTime: "23:00",
      }),
    ]);
    const nurse = await buildUser(db, hospital, { group: "nurse" });
    const session = await sessionFor(db, nurse);
    const answers = await Promise.allSettled(
      [morning, noon].map((open) => bidOnOpenShift({ db, clock }, session, open.id)),
    );
    expect(answers.filter((answer) => answer.status === "fulfilled")).toHaveLength(1);
    const booked = await db
      .select()
      .from(shifts)
      .where(and(eq(shifts.assigneeId, nurse.userId), eq(shifts.date, DATE)));
    expect(booked).toHaveLength(1);
  });
});

describe("bidding", () => {
  it("records a bid on a bidding shift, beyond the need, and refuses a second bid", async () => {
    const open = await buildOpenShift(db, hospital, { date: DATE, now: clock(), opening: 1 });
    const [first, second] = await Promise.all([
      buildUser(db, hospital, { group: "nurse" }),
      buildUser(db, hospital, { group: "nurse" }),
    ]);
    if (!first || !second) throw new Error("nurses not built");
    const answer = await bid(first, open.id);
    expect(answer.kind).toBe("bid");
    expect((await bid(second, open.id)).openShift.bidders).toEqual([first.userId, second.userId]);
    expect(await refusal(bid(first, open.id))).toMatchObject({ status: 412 });
    const made = await db.select().from(shifts).where(eq(shifts.openShiftId, open.id));
    expect(made).toEqual([]);
  });

  it.each([
    ["a nurse of another department", { departmentIndex: 1 }, 404],
    ["a scheduler", { group: "scheduler" as const }, 403],
  ])("refuses %s", async (_label, options, status) => {
    const open = await buildOpenShift(db, hospital, { date: DATE, now: clock() });
    const person = await buildUser(db, hospital, { group: "nurse", ...options });
    expect(await refusal(bid(person, open.id))).toMatchObject({ status });
  });

  it("refuses bids after the deadline by the server clock, and on closed shifts", async () => {
    const ended = await buildOpenShift(db, hospital, {
      date: DATE,
      now: clock(),
      biddingEndsOn: new Date(clock().getTime() - 1),
    });
    const closed = await buildOpenShift(db, hospital, { date: DATE, now: clock(), biddingClosed: true });
    const nurse = await buildUser(db, hospital, { group: "nurse" });
    for (const id of [ended.id, closed.id]) {
      expect(await refusal(bid(nurse, id))).toEqual({
        status: 412,
        detail: "This open shift is no longer available.",
      });
    }
  });

  it("does not find another organisation's open shift", async () => {
    const other = await buildHospital(db);
    const open = await buildOpenShift(db, other, { date: DATE, now: clock() });
    const nurse = await buildUser(db, hospital, { group: "nurse" });
    expect(await refusal(bid(nurse, open.id))).toMatchObject({ status: 404 });
    const rows = await db
      .select()
      .from(openShiftParticipants)
      .where(and(eq(openShiftParticipants.openShiftId, open.id)));
    expect(rows).toEqual([]);
  });
});
