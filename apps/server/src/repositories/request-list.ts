import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { events, requestApprovals, shiftRequests, swaps, users } from "../db/schema";
import type { RequestContentType } from "./requests";

/** Who the caller may see requests of: everything, or some departments plus what names them. */
export type RequestScope =
  | { all: true }
  | { all: false; departmentIds: readonly number[]; userId: number; staff: boolean };

/** A list or count of requests across the three kinds (K-006), already parsed and scoped. */
export interface RequestListFilter {
  orgId: number;
  scope: RequestScope;
  contentTypes?: readonly RequestContentType[];
  requestTypes?: readonly string[];
  states?: readonly string[];
  departmentIds?: readonly number[];
  requesterName?: string;
  /** Only requests this person sent or that name them. */
  involving?: number;
  /** Only requests whose current reviewer is this person. */
  reviewerId?: number;
  order: { field: "created_on" | "modified_on"; descending: boolean };
}

export interface RequestListRow {
  contentType: RequestContentType;
  id: number;
  requestType: string;
  state: string;
  departmentId: number;
  scheduleId: number | null;
  requesterId: number;
  requesterName: string;
  counterpartId: number | null;
  dates: string[];
  typeId: number | null;
  reviewerId: number | null;
  comments: string;
  createdOn: Date;
  modifiedOn: Date;
}

/**
 * Every request as one row shape: swaps, shift requests and the events that went through review
 * (those with review steps; events managers create are approved directly and have none). `named`
 * lists everyone the request names besides its requester (partner, receiver, split parts).
 */
function allRequests(orgId: number): SQL {
  return sql`
    select 'swap' as content_type, s.id, 'swap' as request_type, s.state, s.department_id,
      s.schedule_id, s.source_user_id as requester_id, s.target_user_id as counterpart_id,
      array[s.target_user_id] as named,
      array[s.source_shift->>'date', s.target_shift->>'date'] as dates,
      (s.source_shift->>'typeId')::integer as type_id, s.comments, s.created_on, s.modified_on
    from ${swaps} s where s.org_id = ${orgId}
    union all
    select 'shiftrequest', q.id, q.request_type, q.state, q.department_id, q.schedule_id,
      q.assignee_id, q.new_assignee_id,
      array(select (part->>'assigneeId')::integer from jsonb_array_elements(q.splits) part)
        || array_remove(array[q.new_assignee_id], null),
      array[q.date::text], (q.shift->>'typeId')::integer, q.comments, q.created_on, q.modified_on
    from ${shiftRequests} q where q.org_id = ${orgId}
    union all
    select 'event', e.id, 'event', e.state, e.department_id, null, e.assignee_id, null,
      array[]::integer[], e.dates::text[], e.type_id, e.comments, e.created_on, e.modified_on
    from ${events} e where e.org_id = ${orgId} and exists (select 1 from ${requestApprovals} a
      where a.org_id = ${orgId} and a.content_type = 'event' and a.object_id = e.id)`;
}

const list = (values: readonly (string | number)[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

function whereOf(filter: RequestListFilter): SQL {
  const parts: SQL[] = [sql`true`];
  const { scope } = filter;
  if (!scope.all) {
    const mine = sql`(r.requester_id = ${scope.userId} or ${scope.userId} = any(r.named))`;
    parts.push(
      scope.staff || scope.departmentIds.length === 0
        ? mine
        : sql`(${mine} or r.department_id in (${list(scope.departmentIds)}))`,
    );
  }
  if (filter.contentTypes) parts.push(sql`r.content_type in (${list(filter.contentTypes)})`);
  if (filter.requestTypes) parts.push(sql`r.request_type in (${list(filter.requestTypes)})`);
  if (filter.states) {
    parts.push(filter.states.length > 0 ? sql`r.state in (${list(filter.states)})` : sql`false`);
  }
  if (filter.departmentIds) parts.push(sql`r.department_id in (${list(filter.departmentIds)})`);
  if (filter.involving !== undefined)
    parts.push(sql`(r.requester_id = ${filter.involving} or ${filter.involving} = any(r.named))`);
  if (filter.reviewerId !== undefined) parts.push(sql`r.reviewer_id = ${filter.reviewerId}`);
  if (filter.requesterName) {
    const pattern = `%${filter.requesterName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(u.first_name ilike ${pattern} or u.last_name ilike ${pattern} or u.alias ilike ${pattern}
      or (u.first_name || ' ' || u.last_name) ilike ${pattern})`);
  }
  return sql.join(parts, sql` and `);
}

/** The requests with their current reviewer (the last review step's) and requester's name. */
function source(filter: RequestListFilter): SQL {
  return sql`(select b.*, (select a.reviewer_id from ${requestApprovals} a
      where a.org_id = ${filter.orgId} and a.content_type = b.content_type and a.object_id = b.id
      order by a.id desc limit 1) as reviewer_id
    from (${allRequests(filter.orgId)}) b) r join ${users} u on u.id = r.requester_id`;
}

export async function listRequests(
  db: Executor,
  filter: RequestListFilter,
  page: { limit: number; offset: number },
): Promise<RequestListRow[]> {
  const column = filter.order.field === "created_on" ? sql`r.created_on` : sql`r.modified_on`;
  const direction = filter.order.descending ? sql`desc` : sql`asc`;
  return db
    .select({
      contentType: sql<RequestContentType>`r.content_type`,
      id: sql<number>`r.id`.mapWith(Number),
      requestType: sql<string>`r.request_type`,
      state: sql<string>`r.state`,
      departmentId: sql<number>`r.department_id`.mapWith(Number),
      scheduleId: sql<number | null>`r.schedule_id`,
      requesterId: sql<number>`r.requester_id`.mapWith(Number),
      requesterName: sql<string>`u.last_name || ', ' || u.first_name
        || case when u.alias <> '' then ' (' || u.alias || ')' else '' end`,
      counterpartId: sql<number | null>`r.counterpart_id`,
      dates: sql<string[]>`r.dates`,
      typeId: sql<number | null>`r.type_id`,
      reviewerId: sql<number | null>`r.reviewer_id`,
      comments: sql<string>`r.comments`,
      createdOn: sql<Date>`r.created_on`.mapWith((value: string | Date) => new Date(value)),
      modifiedOn: sql<Date>`r.modified_on`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(source(filter))
    .where(whereOf(filter))
    .orderBy(sql`${column} ${direction}, r.content_type, r.id ${direction}`)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countRequests(db: Executor, filter: RequestListFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(source(filter))
    .where(whereOf(filter));
  return row?.n ?? 0;
}
