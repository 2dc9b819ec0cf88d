import { eq, inArray } from "drizzle-orm";
import { boolean, pgTable, serial, timestamp } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { buildHospital, buildShift, buildUser, type Hospital } from "../../test/factories";
import { testDatabase } from "../../test/database";
import type { DB } from "../db/client";
import { shifts } from "../db/schema";
import { jsonRow } from "./json-rows";
import { SHIFT_COLUMNS } from "./shifts";

let db: DB;
let hospital: Hospital;

beforeAll(async () => {
  db = (await testDatabase()).db;
  hospital = await buildHospital(db);
});

describe("jsonRow", () => {
  it("reads shifts exactly as drizzle's own select does, awkward values included", async () => {
    const nurse = await buildUser(db, hospital, { group: "nurse" });
    const plain = await buildShift(db, hospital, { userId: nurse.userId, date: "2026-12-01" });
    const awkward = await buildShift(db, hospital, {
      userId: nurse.userId,
      date: "2026-12-02",
      startTime: "19:00",
      endTime: "07:30",
    });
    await db
      .update(shifts)
      .set({
        flags: [3, 1, 2],
        comments: 'Quote " backslash \\ tab \t new line \n and 中文 ✓',
        internalComments: "",
        overtime: true,
        settings: { nested: { list: [1, "two", null] }, text: "é" },
        openShiftId: null,
        newAssigneeId: nurse.userId,
        createdOn: new Date("2026-11-30T23:59:59.123Z"),
      })
      .where(eq(shifts.id, awkward));
    const ids = [plain, awkward];

    const expected = await db
      .select(SHIFT_COLUMNS)
      .from(shifts)
      .where(inArray(shifts.id, ids))
      .orderBy(shifts.id);
    const json = jsonRow(SHIFT_COLUMNS);
    const rows = await db
      .select({ row: json.select })
      .from(shifts)
      .where(inArray(shifts.id, ids))
      .orderBy(shifts.id);

    expect(rows.map((row) => json.decode(row.row))).toEqual(expected);
    expect(expected[1]?.createdOn).toEqual(new Date("2026-11-30T23:59:59.123Z"));
    expect(expected[1]?.flags).toEqual([3, 1, 2]);
  });

  it("refuses a column whose JSON would not decode to drizzle's value", () => {
    const table = pgTable("t", {
      id: serial("id"),
      flag: boolean("flag"),
      at: timestamp("at", { withTimezone: false }),
    });
    expect(() => jsonRow({ id: table.id, flag: table.flag })).not.toThrow();
    expect(() => jsonRow({ id: table.id, at: table.at })).toThrow(/at \(PgTimestamp\)/);
  });
});
