/**
 * Requests as the server presents them, on the schedule fixtures' hospital (4 West, id 3; Omar
 * Baker 21, Amelia Chavez 22, Brooklyn Campbell 23; day shift type 41): typed contract values sent
 * through the contract's own `toWire`.
 */
import {
  type Approval,
  page,
  type RequestDetail,
  type RequestSummary,
  requestDetail,
  requestSummary,
  reviewResult,
  toWire,
} from "@rosterly/contract";
import { audited } from "../../../test/factories";
import { DAY } from "../../../test/schedule-fixtures";

type Swap = Extract<RequestDetail, { contentType: "swap" }>;
type ShiftRequestDetail = Extract<RequestDetail, { contentType: "shiftrequest" }>;
type EventDetail = Extract<RequestDetail, { contentType: "event" }>;

export const CREATED = "2026-02-03T08:00:00.000Z";

export function buildApproval(extra: Partial<Approval> = {}): Approval {
  return {
    id: 700,
    approved: null,
    reviewerId: 11,
    state: "pending_scheduler_approval",
    comments: "",
    createdBy: 21,
    createdOn: CREATED,
    modifiedBy: 21,
    modifiedOn: CREATED,
    notificationReceipts: {},
    ...extra,
  };
}

const requested = (id: number, assigneeId: number, date: string) => ({
  id,
  assigneeId,
  date,
  typeId: DAY,
  startTime: "07:00:00",
  endTime: "19:00:00",
  flags: [],
});

export function buildSwap(extra: Partial<Swap> = {}): Swap {
  return {
    id: 31,
    contentType: "swap",
    requestType: "swap",
    state: "pending_scheduler_approval",
    departmentId: 3,
    scheduleId: 900,
    title: "",
    comments: "Family wedding",
    approvals: [buildApproval()],
    ...audited,
    createdBy: 21,
    createdOn: CREATED,
    sourceUserId: 21,
    targetUserId: 23,
    sourceShiftId: 5101,
    targetShiftId: 5102,
    sourceShift: requested(5101, 21, "2026-02-10"),
    targetShift: requested(5102, 23, "2026-02-12"),
    errors: [],
    ...extra,
  };
}

export function buildShiftRequest(extra: Partial<ShiftRequestDetail> = {}): ShiftRequestDetail {
  return {
    id: 41,
    contentType: "shiftrequest",
    requestType: "giveaway",
    state: "pending_scheduler_approval",
    departmentId: 3,
    scheduleId: 900,
    title: "",
    comments: "",
    approvals: [buildApproval()],
    ...audited,
    createdBy: 21,
    createdOn: CREATED,
    assigneeId: 21,
    shiftId: 5101,
    shift: requested(5101, 21, "2026-02-10"),
    newAssigneeId: 23,
    date: "2026-02-10",
    splits: [],
    originData: { date: "2026-02-10", startTime: "07:00:00", endTime: "19:00:00" },
    errors: [],
    ...extra,
  };
}

export function buildEventRequest(extra: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 51,
    type: "event",
    contentType: "event",
    requestType: "event",
    assigneeId: 21,
    departmentId: 3,
    typeId: 61,
    typeName: "Vacation",
    dates: ["2026-02-11", "2026-02-10"],
    flags: [],
    title: "",
    comments: "",
    startTime: null,
    endTime: null,
    state: "pending_scheduler_approval",
    approvals: [buildApproval()],
    ...audited,
    createdBy: 21,
    createdOn: CREATED,
    errors: [],
    ...extra,
  };
}

export const detailJson = (value: RequestDetail) => toWire(requestDetail, value);
export const resultJson = (value: RequestDetail) =>
  toWire(reviewResult, { request: value, originalShifts: [], newShifts: [] });

export function buildSummary(extra: Partial<RequestSummary> = {}): RequestSummary {
  return {
    id: 41,
    contentType: "shiftrequest",
    requestType: "giveaway",
    state: "pending_scheduler_approval",
    departmentId: 3,
    scheduleId: 900,
    requesterId: 21,
    requesterName: "Omar Baker",
    counterpartId: 23,
    dates: ["2026-02-10"],
    typeId: DAY,
    reviewerId: 11,
    comments: "",
    createdOn: CREATED,
    modifiedOn: CREATED,
    ...extra,
  };
}

export const summaryJson = (value: RequestSummary) => toWire(requestSummary, value);
export const summariesPage = (values: readonly RequestSummary[], count = values.length) =>
  toWire(page(requestSummary), { count, next: null, previous: null, results: [...values] });
