import { and, asc, count, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { insertAsJson } from "./json-insert";
import { jsonRow } from "./json-rows";
import { rowsOf } from "./raw-rows";
import { pageOf, windowTotal } from "./paging";
import type { Executor } from "../db/client";
import { shifts } from "../db/schema";
import { type ShiftFilter, shiftFilterSql } from "./shift-filters";

/** The columns a shift is presented and validated from; never the tenant or internal links. */
export const SHIFT_COLUMNS = {
  id: shifts.id,
  date: shifts.date,
  payrollDate: shifts.payrollDate,
  typeId: shifts.typeId,
  departmentId: shifts.departmentId,
  assigneeId: shifts.assigneeId,
  newAssigneeId: shifts.newAssigneeId,
  startTime: shifts.startTime,
  endTime: shifts.endTime,
  flags: shifts.flags,
  comments: shifts.comments,
  internalComments: shifts.internalComments,
  obligatory: shifts.obligatory,
  overtime: shifts.overtime,
  sitter: shifts.sitter,
  settings: shifts.settings,
  onCall: shifts.onCall,
  available: shifts.available,
  canceled: shifts.canceled,
  giveaway: shifts.giveaway,
  swapped: shifts.swapped,
  scheduleId: shifts.scheduleId,
  openShiftId: shifts.openShiftId,
  createdBy: shifts.createdBy,
  createdOn: shifts.createdOn,
  modifiedBy: shifts.modifiedBy,
  modifiedOn: shifts.modifiedOn,
};

export type ShiftRow = Pick<typeof shifts.$inferSelect, keyof typeof SHIFT_COLUMNS>;
export type NewShiftRow = typeof shifts.$inferInsert;
export type ShiftValues = Omit<
  NewShiftRow,
  "id" | "orgId" | "createdOn" | "createdBy" | "modifiedOn" | "modifiedBy"
>;

const ORDER = [asc(shifts.date), asc(shifts.startTime), asc(shifts.id)];

/** A shift's columns read as one JSON text per row: lists of hundreds of shifts decode faster so. */
const SHIFT_JSON = jsonRow(SHIFT_COLUMNS);

/**
 * One page of a filtered list and the total, in one statement (the count is a window over the match).
 * The page is chosen over the few sort columns first and only its rows are then read whole: a sort
 * and a window carry every matching row, and building each one's JSON there cost a late page of a
 * large period more than the page itself.
 */
export async function listShifts(
  db: Executor,
  filter: ShiftFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ShiftRow[]; count: number }> {
  const where = shiftFilterSql(filter);
  const chosen = db
    .select({
      id: shifts.id,
      date: shifts.date,
      startTime: shifts.startTime,
      total: windowTotal().as("total"),
    })
    .from(shifts)
    .where(where)
    .orderBy(...ORDER)
    .limit(page.limit)
    .offset(page.offset)
    .as("chosen");
  const rows = await db
    .select({ shift: SHIFT_JSON.select, total: chosen.total })
    .from(chosen)
    .innerJoin(shifts, eq(shifts.id, chosen.id))
    .orderBy(asc(chosen.date), asc(chosen.startTime), asc(chosen.id));
  const chosenPage = await pageOf(rows, page.offset, async () => {
    const [row] = await db.select({ n: count() }).from(shifts).where(where);
    return row?.n ?? 0;
  });
  return { rows: chosenPage.rows.map((row) => SHIFT_JSON.decode(row.shift)), count: chosenPage.count };
}

/** Shifts by id inside the caller's filter; `lock` holds them for the rest of the transaction. */
export async function findShifts(
  db: Executor,
  filter: ShiftFilter,
  options: { lock?: boolean } = {},
): Promise<ShiftRow[]> {
  const query = db
    .select({ shift: SHIFT_JSON.select })
    .from(shifts)
    .where(shiftFilterSql(filter))
    .orderBy(asc(shifts.id));
  const rows = await (options.lock ? query.for("update") : query);
  return rows.map((row) => SHIFT_JSON.decode(row.shift));
}

export async function insertShifts(db: Executor, rows: NewShiftRow[]): Promise<ShiftRow[]> {
  if (rows.length === 0) return [];
  return db.insert(shifts).values(rows).returning(SHIFT_COLUMNS);
}

/**
 * Thousands of new shifts at once (the demo's periods), in one statement with one parameter (see
 * json-insert.ts): every row must carry the same keys.
 */
export async function insertShiftsInBulk(db: Executor, rows: NewShiftRow[]): Promise<ShiftRow[]> {
  if (rows.length === 0) return [];
  const created = await rowsOf<{ shift: string }>(
    db,
    sql`${insertAsJson(shifts, rows)} returning ${SHIFT_JSON.select} as shift`,
  );
  return created.map((row) => SHIFT_JSON.decode(row.shift));
}

export async function deleteShiftRows(db: Executor, orgId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(shifts).where(and(eq(shifts.orgId, orgId), inArray(shifts.id, ids)));
}

/** Ids of the given shifts that already have a receiving shift (Z-006). */
export async function receivedOrigins(
  db: Executor,
  orgId: number,
  originIds: number[],
): Promise<Set<number>> {
  if (originIds.length === 0) return new Set();
  const rows = await db
    .select({ origin: shifts.originShiftId })
    .from(shifts)
    .where(and(eq(shifts.orgId, orgId), inArray(shifts.originShiftId, originIds)));
  return new Set(rows.flatMap((row) => (row.origin === null ? [] : [row.origin])));
}

/**
 * Writes many shifts' new values in one statement (a bulk update of a whole grid selection): every
 * row gets the same columns, each value cast to its column's type, then the rows are read back
 * once. The caller has locked the rows and decided that each one changed.
 */
export async function updateShiftRows(
  db: Executor,
  orgId: number,
  updates: readonly { id: number; values: ShiftValues }[],
  by: number,
  now: Date,
): Promise<ShiftRow[]> {
  const first = updates[0];
  if (!first) return [];
  const columns = getTableColumns(shifts);
  const keys = (Object.keys(first.values) as (keyof ShiftValues)[]).filter((key) => key in columns);
  const typed = (key: keyof ShiftValues, value: unknown) => {
    const column = columns[key];
    return sql`${column.mapToDriverValue(value)}::${sql.raw(column.getSQLType())}`;
  };
  const rows = updates.map(
    ({ id, values }) =>
      sql`(${id}::integer, ${sql.join(
        keys.map((key) => typed(key, values[key])),
        sql`, `,
      )})`,
  );
  const names = keys.map((key) => sql.identifier(columns[key].name));
  await db.execute(sql`
    update ${shifts} set ${sql.join(
      keys.map((key) => sql`${sql.identifier(columns[key].name)} = v.${sql.identifier(columns[key].name)}`),
      sql`, `,
    )}, modified_by = ${by}, modified_on = ${now.toISOString()}::timestamptz
    from (values ${sql.join(rows, sql`, `)}) as v(id, ${sql.join(names, sql`, `)})
    where ${shifts.id} = v.id and ${shifts.orgId} = ${orgId}`);
  const ids = updates.map((update) => update.id);
  return db
    .select(SHIFT_COLUMNS)
    .from(shifts)
    .where(and(eq(shifts.orgId, orgId), inArray(shifts.id, ids)))
    .orderBy(asc(shifts.id));
}
