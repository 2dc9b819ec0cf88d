import {
  type Approval,
  eventRequest,
  type RequestDetail,
  type RequestSummary,
  requestSummary,
  shiftRequest,
  swapRequest,
  toWire,
  validatorResults,
  type Wire,
} from "@rosterly/contract";
import type { RequestState } from "@rosterly/domain/requests";
import type { ValidatorResult } from "@rosterly/domain/schedule";
import type { RequestedShiftRecord } from "../db/schema";
import type { RequestListRow } from "../repositories/request-list";
import type { ApprovalRow, LoadedRequest, StepReceipt } from "../repositories/requests";
import { PRIVATE_EVENT_NAME } from "./event";

const swapDetail = swapRequest.extend({ errors: validatorResults });
const shiftRequestDetail = shiftRequest.extend({ errors: validatorResults });
const eventRequestDetail = eventRequest.extend({ errors: validatorResults });

export type WireRequestDetail = Wire<RequestDetail>;

export interface RequestPresentation {
  /** Receipts of each review step's notifications, by step id and recipient. */
  receipts: ReadonlyMap<number, ReadonlyMap<number, StepReceipt>>;
  eventTypes: ReadonlyMap<number, { name: string }>;
  errors: readonly ValidatorResult[];
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** K-004: one review step, with who was told of it and when they read it (K-013). */
export function presentApproval(
  row: ApprovalRow,
  receipts: ReadonlyMap<number, StepReceipt> | undefined,
): Approval {
  const notificationReceipts: Approval["notificationReceipts"] = {};
  for (const [userId, receipt] of receipts ?? [])
    notificationReceipts[String(userId)] = {
      deliveredOn: iso(receipt.deliveredOn),
      lastReadOn: iso(receipt.lastReadOn),
    };
  return {
    id: row.id,
    approved: row.approved,
    reviewerId: row.reviewerId,
    state: row.state as RequestState,
    comments: row.comments,
    createdBy: row.createdBy,
    createdOn: row.createdOn.toISOString(),
    modifiedBy: row.modifiedBy,
    modifiedOn: row.modifiedOn.toISOString(),
    notificationReceipts,
  };
}

const requested = (shift: RequestedShiftRecord) => ({
  id: shift.id,
  assigneeId: shift.assigneeId,
  date: shift.date,
  typeId: shift.typeId,
  startTime: shift.startTime,
  endTime: shift.endTime,
  flags: shift.flags,
});

/** Any request with its review steps and the validators' findings (K-029), field by field. */
export function presentRequestDetail(
  request: LoadedRequest,
  presentation: RequestPresentation,
): WireRequestDetail {
  const approvals = request.approvals.map((step) =>
    presentApproval(step, presentation.receipts.get(step.id)),
  );
  const errors = [...presentation.errors];
  const audit = {
    createdBy: request.row.createdBy,
    createdOn: request.row.createdOn.toISOString(),
    modifiedBy: request.row.modifiedBy,
    modifiedOn: request.row.modifiedOn.toISOString(),
  };
  if (request.contentType === "swap") {
    const { row } = request;
    return toWire(swapDetail, {
      id: row.id,
      state: row.state as RequestState,
      departmentId: row.departmentId,
      scheduleId: row.scheduleId,
      title: row.title,
      comments: row.comments,
      approvals,
      ...audit,
      contentType: "swap",
      requestType: "swap",
      sourceUserId: row.sourceUserId,
      targetUserId: row.targetUserId,
      sourceShiftId: row.sourceShiftId,
      targetShiftId: row.targetShiftId,
      sourceShift: requested(row.sourceShift),
      targetShift: requested(row.targetShift),
      errors,
    });
  }
  if (request.contentType === "shiftrequest") {
    const { row } = request;
    return toWire(shiftRequestDetail, {
      id: row.id,
      state: row.state as RequestState,
      departmentId: row.departmentId,
      scheduleId: row.scheduleId,
      title: row.title,
      comments: row.comments,
      approvals,
      ...audit,
      contentType: "shiftrequest",
      requestType: row.requestType as "giveaway" | "reschedule" | "split",
      assigneeId: row.assigneeId,
      shiftId: row.shiftId,
      shift: requested(row.shift),
      newAssigneeId: row.newAssigneeId,
      date: row.date,
      splits: row.splits.map((part) => ({
        id: part.id,
        assigneeId: part.assigneeId,
        startTime: part.startTime,
        endTime: part.endTime,
      })),
      originData: { date: row.shift.date, startTime: row.shift.startTime, endTime: row.shift.endTime },
      errors,
    });
  }
  const { row } = request;
  return toWire(eventRequestDetail, {
    id: row.id,
    type: "event",
    assigneeId: row.assigneeId,
    departmentId: row.departmentId,
    typeId: row.typeId,
    typeName: presentation.eventTypes.get(row.typeId)?.name ?? PRIVATE_EVENT_NAME,
    dates: row.dates,
    flags: row.flags,
    title: row.title,
    comments: row.comments,
    startTime: row.startTime,
    endTime: row.endTime,
    state: row.state,
    ...audit,
    contentType: "event",
    requestType: "event",
    approvals,
    errors,
  });
}

/** One row of the request list (K-005). */
export function presentRequestSummary(row: RequestListRow): Wire<RequestSummary> {
  return toWire(requestSummary, {
    id: row.id,
    contentType: row.contentType,
    requestType: row.requestType as RequestSummary["requestType"],
    state: row.state as RequestState,
    departmentId: row.departmentId,
    scheduleId: row.scheduleId,
    requesterId: row.requesterId,
    requesterName: row.requesterName,
    counterpartId: row.counterpartId,
    dates: [...new Set(row.dates)].sort(),
    typeId: row.typeId,
    reviewerId: row.reviewerId,
    comments: row.comments,
    createdOn: row.createdOn.toISOString(),
    modifiedOn: row.modifiedOn.toISOString(),
  });
}
