import { and, asc, count, eq, gte, inArray, lte, notInArray, or, type SQL, sql } from "drizzle-orm";
import { pageOf, windowTotal } from "./paging";
import type { Executor } from "../db/client";
import { events, profiles, schedules } from "../db/schema";
import type { ScheduleScope } from "./schedule-scope";

export const EVENT_COLUMNS = {
  id: events.id,
  assigneeId: events.assigneeId,
  departmentId: events.departmentId,
  typeId: events.typeId,
  dates: events.dates,
  flags: events.flags,
  title: events.title,
  comments: events.comments,
  startTime: events.startTime,
  endTime: events.endTime,
  state: events.state,
  approvals: events.approvals,
  createdBy: events.createdBy,
  createdOn: events.createdOn,
  modifiedBy: events.modifiedBy,
  modifiedOn: events.modifiedOn,
};
export type EventRow = Pick<typeof events.$inferSelect, keyof typeof EVENT_COLUMNS>;
export type NewEventRow = typeof events.$inferInsert;

export interface EventFilter {
  orgId: number;
  scope: ScheduleScope;
  departmentId?: number;
  assigneeId?: number;
  ids?: readonly number[];
  from?: string;
  to?: string;
}

function scopeSql(filter: EventFilter): SQL | undefined {
  const { scope } = filter;
  if (scope.all) return undefined;
  const reach: SQL[] = [eq(events.assigneeId, scope.userId)];
  if (scope.departmentIds.length > 0) {
    reach.push(inArray(events.departmentId, [...scope.departmentIds]));
    if (scope.staffOfDepartments) {
      reach.push(sql`${events.assigneeId} in (select ${profiles.userId} from ${profiles}
        where ${profiles.orgId} = ${filter.orgId} and ${inArray(profiles.departmentId, [...scope.departmentIds])})`);
    }
  }
  if (!scope.visibleStates) return or(...reach);
  // Staff keep their own entries (their own requests); colleagues' only outside hidden periods.
  const [own, ...others] = reach;
  return or(own, and(or(...others), outsideHiddenSchedules(filter.orgId, scope.visibleStates)));
}

/** No schedule of the event's department in a state hidden from staff overlaps its dates (F-009). */
function outsideHiddenSchedules(orgId: number, visibleStates: readonly string[]): SQL {
  const hidden = visibleStates.length > 0 ? notInArray(schedules.state, [...visibleStates]) : sql`true`;
  return sql`not exists (select 1 from ${schedules} where ${schedules.orgId} = ${orgId}
    and ${schedules.departmentId} = ${events.departmentId} and ${hidden}
    and ${schedules.startOn} <= ${events.lastDate} and ${schedules.endOn} >= ${events.firstDate})`;
}

function filterSql(filter: EventFilter): SQL | undefined {
  return and(
    eq(events.orgId, filter.orgId),
    scopeSql(filter),
    filter.departmentId === undefined ? undefined : eq(events.departmentId, filter.departmentId),
    filter.assigneeId === undefined ? undefined : eq(events.assigneeId, filter.assigneeId),
    filter.ids === undefined
      ? undefined
      : filter.ids.length > 0
        ? inArray(events.id, [...filter.ids])
        : sql`false`,
    filter.from === undefined ? undefined : gte(events.lastDate, filter.from),
    filter.to === undefined ? undefined : lte(events.firstDate, filter.to),
  );
}

export async function listEvents(
  db: Executor,
  filter: EventFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: EventRow[]; count: number }> {
  const where = filterSql(filter);
  const rows = await db
    .select({ ...EVENT_COLUMNS, total: windowTotal() })
    .from(events)
    .where(where)
    .orderBy(asc(events.firstDate), asc(events.id))
    .limit(page.limit)
    .offset(page.offset);
  return pageOf(rows, page.offset, async () => {
    const [row] = await db.select({ n: count() }).from(events).where(where);
    return row?.n ?? 0;
  });
}

export async function findEvents(
  db: Executor,
  filter: EventFilter,
  options: { lock?: boolean } = {},
): Promise<EventRow[]> {
  const query = db.select(EVENT_COLUMNS).from(events).where(filterSql(filter)).orderBy(asc(events.id));
  return options.lock ? query.for("update") : query;
}

export async function insertEvents(db: Executor, rows: NewEventRow[]): Promise<EventRow[]> {
  if (rows.length === 0) return [];
  return db.insert(events).values(rows).returning(EVENT_COLUMNS);
}

export async function updateEventRow(
  db: Executor,
  id: number,
  values: Partial<NewEventRow>,
  by: number,
  now: Date,
): Promise<EventRow> {
  const [row] = await db
    .update(events)
    .set({ ...values, modifiedBy: by, modifiedOn: now })
    .where(eq(events.id, id))
    .returning(EVENT_COLUMNS);
  if (!row) throw new Error(`event ${id} vanished inside its transaction`);
  return row;
}

export async function deleteEventRows(db: Executor, orgId: number, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(events).where(and(eq(events.orgId, orgId), inArray(events.id, ids)));
}
