import type { OpenShiftListQuery } from "@rosterly/contract";
import { fieldError, fieldErrorWith } from "../../http/field-errors";
import { reachesAllDepartments } from "@rosterly/domain/permissions";
import type { DB } from "../../db/client";

import { assertCanViewOpenShifts, isManagement } from "../../policies/open-shifts";
import { presentOpenShift, type WireOpenShift } from "../../presenters/open-shift";
import {
  countOpenShifts,
  countPendingBids,
  listOpenShifts,
  type OpenShiftFilter,
  type OpenShiftSortField,
} from "../../repositories/open-shift-list";
import { withParticipants } from "../../repositories/open-shifts";
import type { SessionContext } from "../session/context";

const SORTABLE: Record<"pending" | "history", readonly OpenShiftSortField[]> = {
  pending: ["created_on", "date", "opening", "bidding_ends_on"],
  history: ["created_on", "date", "opening"],
};

function sortOf(query: OpenShiftListQuery, state: "pending" | "history"): OpenShiftFilter["sort"] {
  const given = query.order_by ?? (state === "pending" ? "bidding_ends_on" : "-date");
  const descending = given.startsWith("-");
  const field = SORTABLE[state].find((name) => name === given.replace(/^-/, ""));
  if (!field)
    throw fieldErrorWith("order_by", "validation.order_by", { choices: SORTABLE[state].join(", ") });
  return { field, descending };
}

/**
 * The filter a caller may ask for (H-007): management within the departments it reaches, staff
 * only what is offered to them or what they take part in. An empty query is refused, as the
 * screens never send one.
 */
export function openShiftFilter(
  session: SessionContext,
  query: OpenShiftListQuery,
  raw: object,
): OpenShiftFilter {
  if (Object.keys(raw).length === 0) throw fieldError("query", "validation.empty_query");
  assertCanViewOpenShifts(session);
  const state = query.state ?? "pending";
  const fcfs = query.fcfs && query.fcfs.length === 1 ? query.fcfs[0] === "true" : undefined;
  const manager = isManagement(session);
  const reach = reachesAllDepartments(session.actor) ? null : session.actor.ownDepartmentIds;
  const wanted = query.dept_id ?? null;
  const departmentIds = manager
    ? wanted
      ? wanted.filter((id) => reach === null || reach.includes(id))
      : reach
    : wanted;
  return {
    orgId: session.orgId,
    state,
    ...(fcfs === undefined ? {} : { fcfs }),
    departmentIds,
    ...(query.on ? { on: query.on } : {}),
    ...(query.mine ? { participantId: session.user.id } : {}),
    ...(manager
      ? {}
      : {
          offeredTo: {
            userId: session.user.id,
            departmentId: session.profile.departmentId,
            jobTypeId: session.profile.jobTypeId,
            jobStatusId: session.profile.jobStatusId,
          },
        }),
    sort: sortOf(query, state),
  };
}

export async function listOpenShiftsFor(
  db: DB,
  session: SessionContext,
  query: OpenShiftListQuery,
  raw: object,
): Promise<{ count: number; results: WireOpenShift[] }> {
  const filter = openShiftFilter(session, query, raw);
  const { rows, count } = await listOpenShifts(db, filter, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const viewer = { userId: session.user.id, isStaff: !isManagement(session) };
  return { count, results: (await withParticipants(db, rows)).map((row) => presentOpenShift(row, viewer)) };
}

export async function countOpenShiftsFor(
  db: DB,
  session: SessionContext,
  query: OpenShiftListQuery,
  raw: object,
): Promise<{ count: number; bids: number }> {
  const filter = openShiftFilter(session, query, raw);
  const count = await countOpenShifts(db, filter);
  const bids = isManagement(session)
    ? await countPendingBids(db, session.orgId, filter.departmentIds ?? null)
    : 0;
  return { count, bids };
}
