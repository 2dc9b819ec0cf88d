import { and, arrayOverlaps, desc, eq, lt, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { profiles, shifts } from "../db/schema";
import { type ShiftFilter, shiftFilterSql } from "./shift-filters";
import { SHIFT_COLUMNS, type ShiftRow } from "./shifts";

export type LastShiftKind = "canceled" | "float" | "overtime";

/**
 * Y-024: per assignee, the latest shift before `before` of a kind: canceled, overtime, or float
 * (a flag marked float, or worked outside the person's home department).
 */
export async function lastShifts(
  db: Executor,
  filter: ShiftFilter,
  kind: LastShiftKind,
  before: string,
  floatFlagIds: readonly number[],
): Promise<ShiftRow[]> {
  const home = sql`(select ${profiles.departmentId} from ${profiles}
    where ${profiles.orgId} = ${shifts.orgId} and ${profiles.userId} = ${shifts.assigneeId})`;
  const outsideHome = sql`${shifts.departmentId} is distinct from ${home}`;
  const condition: SQL | undefined =
    kind === "canceled"
      ? eq(shifts.canceled, true)
      : kind === "overtime"
        ? eq(shifts.overtime, true)
        : floatFlagIds.length > 0
          ? or(arrayOverlaps(shifts.flags, [...floatFlagIds]), outsideHome)
          : outsideHome;
  return db
    .selectDistinctOn([shifts.assigneeId], SHIFT_COLUMNS)
    .from(shifts)
    .where(and(shiftFilterSql(filter), lt(shifts.date, before), condition))
    .orderBy(shifts.assigneeId, desc(shifts.date), desc(shifts.startTime), desc(shifts.id));
}
