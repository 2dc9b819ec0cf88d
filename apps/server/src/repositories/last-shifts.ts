import { and, arrayOverlaps, desc, eq, lt, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { profiles, shifts } from "../db/schema";
import { type ShiftFilter, shiftFilterSql } from "./shift-filters";
import { SHIFT_COLUMNS, type ShiftRow } from "./shifts";

export type LastShiftKind = "canceled" | "float" | "overtime";

/**
 * Y-024: a shift of a kind: canceled, overtime, or float (a flag marked float, or worked outside
 * the person's home department).
 */
function kindSql(kind: LastShiftKind, floatFlagIds: readonly number[]): SQL | undefined {
  if (kind === "canceled") return eq(shifts.canceled, true);
  if (kind === "overtime") return eq(shifts.overtime, true);
  const home = sql`(select ${profiles.departmentId} from ${profiles}
    where ${profiles.orgId} = ${shifts.orgId} and ${profiles.userId} = ${shifts.assigneeId})`;
  const outsideHome = sql`${shifts.departmentId} is distinct from ${home}`;
  return floatFlagIds.length > 0
    ? or(arrayOverlaps(shifts.flags, [...floatFlagIds]), outsideHome)
    : outsideHome;
}

/** Per assignee, the latest shift before `before` of a kind (F-040). */
export async function lastShifts(
  db: Executor,
  filter: ShiftFilter,
  kind: LastShiftKind,
  before: string,
  floatFlagIds: readonly number[],
): Promise<ShiftRow[]> {
  return db
    .selectDistinctOn([shifts.assigneeId], SHIFT_COLUMNS)
    .from(shifts)
    .where(and(shiftFilterSql(filter), lt(shifts.date, before), kindSql(kind, floatFlagIds)))
    .orderBy(shifts.assigneeId, desc(shifts.date), desc(shifts.startTime), desc(shifts.id));
}

/** Where the previous page ended: its last row's key, in the browser's order. */
export interface LastShiftKey {
  date: string;
  startTime: string;
  id: number;
}

/**
 * One person's shifts of a kind before `before`, newest first, `limit` rows after `after` (keyset
 * paging on date, start time and id, so rows added or removed between pages shift nothing).
 */
export async function lastShiftHistory(
  db: Executor,
  filter: ShiftFilter,
  query: {
    kind: LastShiftKind;
    before: string;
    floatFlagIds: readonly number[];
    after: LastShiftKey | undefined;
    limit: number;
  },
): Promise<ShiftRow[]> {
  const { after } = query;
  return db
    .select(SHIFT_COLUMNS)
    .from(shifts)
    .where(
      and(
        shiftFilterSql(filter),
        lt(shifts.date, query.before),
        kindSql(query.kind, query.floatFlagIds),
        after === undefined
          ? undefined
          : sql`(${shifts.date}, ${shifts.startTime}, ${shifts.id}) < (${after.date}::date, ${after.startTime}::time, ${after.id}::integer)`,
      ),
    )
    .orderBy(desc(shifts.date), desc(shifts.startTime), desc(shifts.id))
    .limit(query.limit);
}
