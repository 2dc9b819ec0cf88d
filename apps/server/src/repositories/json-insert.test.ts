import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { buildHospital, buildShift, buildUser, type Hospital } from "../../test/factories";
import { testDatabase } from "../../test/database";
import type { DB } from "../db/client";
import { shiftHistory, shifts } from "../db/schema";
import { insertShiftHistory, insertShiftHistoryInBulk } from "./history";
import { insertAsJson } from "./json-insert";
import { insertShifts, insertShiftsInBulk, type NewShiftRow, SHIFT_COLUMNS } from "./shifts";

let db: DB;
let hospital: Hospital;
let nurse: number;

beforeAll(async () => {
  db = (await testDatabase()).db;
  hospital = await buildHospital(db);
  nurse = (await buildUser(db, hospital, { group: "nurse" })).userId;
});

/** The same new shift, awkward values included, on a date of its own. */
async function newShift(date: string, comments: string): Promise<NewShiftRow> {
  const existing = await buildShift(db, hospital, { userId: nurse, date });
  const [schedule] = await db.select({ id: shifts.scheduleId }).from(shifts).where(eq(shifts.id, existing));
  return {
    orgId: hospital.orgId,
    scheduleId: schedule?.id ?? 0,
    departmentId: hospital.departments[0]?.id ?? 0,
    assigneeId: nurse,
    typeId: hospital.ref.shifts.d12,
    date,
    payrollDate: date,
    startTime: "19:00:00",
    endTime: "07:30:00",
    flags: [3, 1, 2],
    onCall: true,
    canceled: false,
    comments,
    settings: { nested: { list: [1, "two", null] }, text: "é" },
    newAssigneeId: null,
    createdBy: nurse,
    modifiedBy: null,
  };
}

/** What a shift holds apart from what makes each one its own (id, creation time). */
const content = ({ id: _id, createdOn: _c, modifiedOn: _m, ...rest }: Record<string, unknown>) => rest;

describe("rows written as one JSON parameter", () => {
  it("store and return shifts exactly as drizzle's own insert does", async () => {
    const comments = 'Quote " backslash \\ tab \t new line \n and 中文 ✓';
    const [plain] = await insertShifts(db, [await newShift("2027-01-04", comments)]);
    const [bulk] = await insertShiftsInBulk(db, [await newShift("2027-01-05", comments)]);
    expect(plain && bulk).toBeTruthy();
    const stored = await db
      .select(SHIFT_COLUMNS)
      .from(shifts)
      .where(inArray(shifts.id, [plain?.id ?? 0, bulk?.id ?? 0]))
      .orderBy(shifts.id);
    expect(stored[1]).toEqual(bulk);
    expect({ ...content(stored[1] ?? {}), date: null, payrollDate: null, scheduleId: null }).toEqual({
      ...content(stored[0] ?? {}),
      date: null,
      payrollDate: null,
      scheduleId: null,
    });
    expect(stored[1]?.comments).toBe(comments);
    expect(bulk?.flags).toEqual([3, 1, 2]);
  });

  it("store a shift's history exactly as drizzle's own insert does", async () => {
    const [shift] = await insertShiftsInBulk(db, [await newShift("2027-01-06", "")]);
    const entry = (changes: string) => ({
      orgId: hospital.orgId,
      shiftId: shift?.id ?? 0,
      modifiedBy: nurse,
      modifiedOn: new Date("2027-01-06T23:59:59.123Z"),
      newAssigneeId: null,
      changes: [{ field: "comments", old: null, new: changes }],
    });
    await insertShiftHistory(db, [entry('one "quoted" ✓')]);
    await insertShiftHistoryInBulk(db, [entry('one "quoted" ✓')]);
    const stored = await db
      .select()
      .from(shiftHistory)
      .where(eq(shiftHistory.shiftId, shift?.id ?? 0))
      .orderBy(shiftHistory.id);
    expect(stored).toHaveLength(2);
    expect({ ...stored[1], id: 0 }).toEqual({ ...stored[0], id: 0 });
    expect(stored[1]?.modifiedOn).toEqual(new Date("2027-01-06T23:59:59.123Z"));
  });

  it("refuses rows that do not all carry the same keys", async () => {
    const one = await newShift("2027-01-07", "");
    const { comments: _dropped, ...other } = await newShift("2027-01-08", "");
    expect(() => insertAsJson(shifts, [one, other])).toThrow(/different keys/);
    expect(() => insertAsJson(shifts, [other, one])).toThrow(/different keys/);
  });
});
