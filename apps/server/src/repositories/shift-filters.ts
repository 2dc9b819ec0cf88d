import { and, arrayOverlaps, eq, gte, inArray, lte, not, or, type SQL, sql } from "drizzle-orm";
import { profiles, schedules, shifts } from "../db/schema";
import type { ScheduleScope } from "./schedule-scope";

/** The list filters of spec 2 §7, already parsed; absent keys do not filter. */
export interface ShiftFilter {
  orgId: number;
  scope: ScheduleScope;
  from?: string;
  to?: string;
  ids?: readonly number[];
  departmentId?: number;
  /** With `departmentId`: also these assignees' shifts in any department (the grid's floats). */
  includeAssigneeIds?: readonly number[];
  assigneeId?: number;
  assigneeIds?: readonly number[];
  canceled?: boolean;
  giveaway?: boolean;
  available?: boolean;
  swapped?: boolean;
  overtime?: boolean;
  /** Flags marked not working, for `non_duty`. */
  nonDuty?: { value: boolean; flagIds: readonly number[] };
  /** Flags marked float, for `float_with_flag`. */
  floatWithFlag?: { value: boolean; flagIds: readonly number[] };
  jobTypeIds?: readonly number[];
  openShiftId?: number;
}

function staffOf(orgId: number, departmentIds: readonly number[]): SQL {
  return sql`${shifts.assigneeId} in (select ${profiles.userId} from ${profiles}
    where ${profiles.orgId} = ${orgId} and ${inArray(profiles.departmentId, [...departmentIds])})`;
}

function scopeSql(filter: ShiftFilter): SQL | undefined {
  const { scope } = filter;
  if (scope.all) return undefined;
  const reach: SQL[] = [eq(shifts.assigneeId, scope.userId)];
  if (scope.departmentIds.length > 0) {
    reach.push(inArray(shifts.departmentId, [...scope.departmentIds]));
    if (scope.staffOfDepartments) reach.push(staffOf(filter.orgId, scope.departmentIds));
  }
  return and(or(...reach), scope.visibleStates ? inVisibleSchedule(scope.visibleStates) : undefined);
}

/** Staff read shifts only of schedules in a state the hospital shows them (F-009). */
function inVisibleSchedule(states: readonly string[]): SQL {
  const visible = states.length > 0 ? inArray(schedules.state, [...states]) : sql`false`;
  return sql`${shifts.scheduleId} in (select ${schedules.id} from ${schedules} where ${visible})`;
}

function flagged(value: { value: boolean; flagIds: readonly number[] }): SQL {
  const has = value.flagIds.length > 0 ? arrayOverlaps(shifts.flags, [...value.flagIds]) : sql`false`;
  return value.value ? has : not(has);
}

const boolEq = <T>(column: Parameters<typeof eq>[0], value: T | undefined) =>
  value === undefined ? undefined : eq(column, value);

export function shiftFilterSql(filter: ShiftFilter): SQL | undefined {
  const department =
    filter.departmentId === undefined
      ? undefined
      : filter.includeAssigneeIds && filter.includeAssigneeIds.length > 0
        ? or(
            eq(shifts.departmentId, filter.departmentId),
            inArray(shifts.assigneeId, [...filter.includeAssigneeIds]),
          )
        : eq(shifts.departmentId, filter.departmentId);
  return and(
    eq(shifts.orgId, filter.orgId),
    scopeSql(filter),
    filter.from === undefined ? undefined : gte(shifts.date, filter.from),
    filter.to === undefined ? undefined : lte(shifts.date, filter.to),
    filter.ids === undefined
      ? undefined
      : filter.ids.length > 0
        ? inArray(shifts.id, [...filter.ids])
        : sql`false`,
    department,
    boolEq(shifts.assigneeId, filter.assigneeId),
    filter.assigneeIds === undefined
      ? undefined
      : filter.assigneeIds.length > 0
        ? inArray(shifts.assigneeId, [...filter.assigneeIds])
        : sql`false`,
    boolEq(shifts.canceled, filter.canceled),
    boolEq(shifts.giveaway, filter.giveaway),
    boolEq(shifts.available, filter.available),
    boolEq(shifts.swapped, filter.swapped),
    boolEq(shifts.overtime, filter.overtime),
    filter.nonDuty ? flagged(filter.nonDuty) : undefined,
    filter.floatWithFlag ? flagged(filter.floatWithFlag) : undefined,
    filter.jobTypeIds === undefined
      ? undefined
      : sql`${shifts.assigneeId} in (select ${profiles.userId} from ${profiles}
          where ${profiles.orgId} = ${filter.orgId} and ${inArray(profiles.jobTypeId, [...filter.jobTypeIds])})`,
    boolEq(shifts.openShiftId, filter.openShiftId),
  );
}
