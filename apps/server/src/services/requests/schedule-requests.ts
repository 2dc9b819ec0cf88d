import type { RequestSummary, Wire } from "@rosterly/contract";
import { can } from "@rosterly/domain/permissions";
import type { Executor } from "../../db/client";
import { presentRequestSummary } from "../../presenters/request";
import type { RequestListRow } from "../../repositories/request-list";
import {
  type ApprovalRow,
  approvalsOf,
  awaitingInPeriod,
  type RequestRecord,
} from "../../repositories/requests";
import type { ScheduleRow } from "../../repositories/schedules";
import { fullNames } from "../../repositories/scheduling-config";
import type { SessionContext } from "../session/context";
import { counterpartOf, datesOf, namedOf, requesterOf, requestTypeOf } from "./load";

/**
 * The swaps and shift requests awaiting review on a schedule, so the master schedule can mark
 * their shifts: management with the request screen sees all of them, staff the ones they sent or
 * that name them. A schedule whose content the caller may not see has none.
 */
export async function awaitingRequestsOf(
  db: Executor,
  session: SessionContext,
  schedule: Pick<ScheduleRow, "departmentId" | "startOn" | "endOn">,
  hidden: boolean,
): Promise<{ swaps: Wire<RequestSummary>[]; shiftRequests: Wire<RequestSummary>[] }> {
  const staff = session.classification === "staff";
  if (hidden || (!staff && !can(session.perms, "view", "request"))) return { swaps: [], shiftRequests: [] };
  const found = await awaitingInPeriod(
    db,
    session.orgId,
    schedule.departmentId,
    schedule.startOn,
    schedule.endOn,
  );
  const records: RequestRecord[] = [
    ...found.swaps.map((row) => ({ contentType: "swap" as const, row })),
    ...found.shiftRequests.map((row) => ({ contentType: "shiftrequest" as const, row })),
  ].filter(
    (request) =>
      !staff ||
      requesterOf({ ...request, approvals: [] }) === session.user.id ||
      namedOf({ ...request, approvals: [] }).includes(session.user.id),
  );
  const steps = new Map<string, ApprovalRow[]>([
    ...[
      ...(await approvalsOf(
        db,
        session.orgId,
        "swap",
        found.swaps.map((row) => row.id),
      )),
    ].map(([id, rows]) => [`swap:${id}`, rows] as const),
    ...[
      ...(await approvalsOf(
        db,
        session.orgId,
        "shiftrequest",
        found.shiftRequests.map((row) => row.id),
      )),
    ].map(([id, rows]) => [`shiftrequest:${id}`, rows] as const),
  ]);
  const names = await fullNames(db, [
    ...new Set(records.map((request) => requesterOf({ ...request, approvals: [] }))),
  ]);
  const summary = (request: RequestRecord): Wire<RequestSummary> => {
    const loaded = { ...request, approvals: steps.get(`${request.contentType}:${request.row.id}`) ?? [] };
    const row: RequestListRow = {
      contentType: request.contentType,
      id: request.row.id,
      requestType: requestTypeOf(loaded),
      state: request.row.state,
      departmentId: request.row.departmentId,
      scheduleId: request.contentType === "event" ? null : request.row.scheduleId,
      requesterId: requesterOf(loaded),
      requesterName: names.get(requesterOf(loaded)) ?? "",
      counterpartId: counterpartOf(loaded),
      dates: datesOf(loaded),
      typeId:
        request.contentType === "swap"
          ? request.row.sourceShift.typeId
          : request.contentType === "shiftrequest"
            ? request.row.shift.typeId
            : request.row.typeId,
      reviewerId: loaded.approvals.at(-1)?.reviewerId ?? null,
      comments: request.row.comments,
      createdOn: request.row.createdOn,
      modifiedOn: request.row.modifiedOn,
    };
    return presentRequestSummary(row);
  };
  return {
    swaps: records.filter((request) => request.contentType === "swap").map(summary),
    shiftRequests: records.filter((request) => request.contentType === "shiftrequest").map(summary),
  };
}
