/**
 * First come, first served under a crowd (Y-038): many nurses bid at once over HTTP on two
 * overlapping FCFS open shifts. Exactly `opening` win each, nobody ends up with two shifts that
 * day, and everyone else hears why.
 */
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { openShifts, shifts } from "../../db/schema";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { caller } from "../../../test/scheduling";

const DATE = "2026-12-23";
const NURSES = 40;
const SEATS = 5;
const GONE = "This open shift is no longer available.";
const BUSY = "You already work at that time.";

let t: TestApp;
let hospital: Hospital;
let nurses: TestUser[];

beforeAll(async () => {
  t = await testApp();
  hospital = await buildHospital(t.deps.db);
  nurses = await Promise.all(
    Array.from({ length: NURSES }, () => buildUser(t.deps.db, hospital, { group: "nurse" })),
  );
});

describe("an FCFS crowd", () => {
  it("seats exactly `opening` per open shift and books no nurse twice", async () => {
    const operator = caller(t, await buildUser(t.deps.db, hospital, { group: "operator" }));
    const open = async (start: string, end: string) => {
      const answer = await operator("POST", "/api/open-shifts/", {
        department_id: hospital.departments[0]?.id,
        date: DATE,
        type_id: hospital.ref.shifts.d12,
        start_time: start,
        end_time: end,
        opening: SEATS,
        fcfs: true,
        bidding_ends_on: new Date(t.clock().getTime() + 3_600_000).toISOString(),
      });
      expect(answer.status).toBe(201);
      const id: number = answer.body.id;
      return id;
    };
    const ids = [await open("07:00", "19:00"), await open("11:00", "23:00")];
    const callers = nurses.map((nurse) => caller(t, nurse));

    const answers = await Promise.all(
      callers.flatMap((call, index) =>
        ids.map(async (id) => ({
          nurse: nurses[index]?.userId,
          id,
          ...(await call("POST", `/api/open-shifts/${id}/bid/`)),
        })),
      ),
    );

    const won = answers.filter((answer) => answer.status === 200);
    for (const id of ids) expect(won.filter((answer) => answer.id === id)).toHaveLength(SEATS);
    for (const answer of answers.filter((each) => each.status !== 200)) {
      expect(answer.status).toBe(412);
      expect([GONE, BUSY]).toContain(answer.body.detail);
    }
    const winners = new Set(won.map((answer) => answer.nurse));
    expect(winners.size).toBe(won.length);

    const booked = await t.deps.db
      .select({ assigneeId: shifts.assigneeId, openShiftId: shifts.openShiftId })
      .from(shifts)
      .where(
        and(
          eq(shifts.date, DATE),
          inArray(
            shifts.assigneeId,
            nurses.map((nurse) => nurse.userId),
          ),
        ),
      );
    expect(booked).toHaveLength(2 * SEATS);
    expect(new Set(booked.map((row) => row.assigneeId)).size).toBe(booked.length);
    const closed = await t.deps.db
      .select({ closed: openShifts.biddingClosed })
      .from(openShifts)
      .where(inArray(openShifts.id, ids));
    expect(closed).toEqual([{ closed: true }, { closed: true }]);
  });
});
