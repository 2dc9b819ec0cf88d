import {
  REQUEST_CONTENT_TYPES,
  REQUEST_STATES,
  REQUEST_TYPES,
  SHIFT_REQUEST_TYPES,
} from "@rosterly/domain/requests";
import { z } from "zod";
import { csvIds, queryBoolean, queryId, rowId } from "./input";
import { pageQuery } from "./pagination";
import { scheduleEvent } from "./event";
import { COMMENTS_MAX, shift, wireDate, wireTime } from "./shift";
import { validatorResults } from "./validation";

// Staff requests (K-001…K-029): swaps, shift requests (giveaway, reschedule, split) and time-off
// events, each reviewed through a list of approvals whose last one is current.

const id = z.number().int();
const ref = rowId;
const flagIds = z.array(ref).max(50);
const comments = z.string().max(COMMENTS_MAX);
/** Per-shift (or per-part) values keyed by the shift's or part's id, as the wire sends them. */
const byId = <T extends z.ZodType>(value: T) => z.record(z.string().regex(/^[1-9]\d{0,9}$/), value);

export {
  REQUEST_CONTENT_TYPES,
  REQUEST_STATES,
  REQUEST_TYPES,
  type RequestContentType,
  type RequestState,
  type RequestType,
  SHIFT_REQUEST_TYPES,
  type ShiftRequestType,
} from "@rosterly/domain/requests";

/** When a notification about the request was delivered to and last read by one person (K-013). */
export const requestReceipt = z.object({
  deliveredOn: z.string().nullable(),
  lastReadOn: z.string().nullable(),
});

/** K-004: one review step; the last in a request's list is the current one. */
export const approval = z
  .object({
    id,
    /** null while undecided. */
    approved: z.boolean().nullable(),
    reviewerId: id.nullable(),
    /** The request's state this step left it in (or holds it in, for the current one). */
    state: z.enum(REQUEST_STATES),
    comments: z.string(),
    createdBy: id.nullable(),
    createdOn: z.string(),
    modifiedBy: id.nullable(),
    modifiedOn: z.string(),
    /** Keyed by user id: the people told of this step's outcome. */
    notificationReceipts: z.record(z.string(), requestReceipt),
  })
  .meta({ id: "Approval" });
export type Approval = z.infer<typeof approval>;

/** Fields every request carries, whatever its kind. */
const requestBase = {
  id,
  state: z.enum(REQUEST_STATES),
  departmentId: id,
  scheduleId: id.nullable(),
  title: z.string(),
  /** The requester's own words. */
  comments: z.string(),
  approvals: z.array(approval),
  createdBy: id.nullable(),
  createdOn: z.string(),
  modifiedBy: id.nullable(),
  modifiedOn: z.string(),
};

/** A shift as the request saw it when sent: the fields its review shows and its effect rewrites. */
export const requestedShift = z.object({
  id,
  assigneeId: id,
  date: z.string(),
  typeId: id,
  startTime: z.string(),
  endTime: z.string(),
  flags: z.array(id),
});
export type RequestedShift = z.infer<typeof requestedShift>;

/** K-003 swap: the requester (source) offers their shift for the partner's (target). */
export const swapRequest = z
  .object({
    ...requestBase,
    contentType: z.literal("swap"),
    requestType: z.literal("swap"),
    sourceUserId: id,
    targetUserId: id,
    sourceShiftId: id,
    targetShiftId: id,
    sourceShift: requestedShift,
    targetShift: requestedShift,
  })
  .meta({ id: "SwapRequest" });
export type SwapRequest = z.infer<typeof swapRequest>;

/** One part of a split (K-003 Split): `id` is the part's own, keying the reviewer's per-part fields. */
export const splitPart = z.object({ id, assigneeId: id, startTime: z.string(), endTime: z.string() });
export type SplitPartWire = z.infer<typeof splitPart>;

/** K-003 shift request (giveaway, reschedule, split). */
export const shiftRequest = z
  .object({
    ...requestBase,
    contentType: z.literal("shiftrequest"),
    requestType: z.enum(SHIFT_REQUEST_TYPES),
    assigneeId: id,
    shiftId: id,
    /** The shift as it was when the request was sent (its date is `originData.date`). */
    shift: requestedShift,
    /** Giveaway: the receiver; null leaves the choice to the reviewer. */
    newAssigneeId: id.nullable(),
    /** Reschedule: the date asked for; otherwise the shift's date. */
    date: z.string(),
    splits: z.array(splitPart),
    originData: z.object({ date: z.string(), startTime: z.string(), endTime: z.string() }),
  })
  .meta({ id: "ShiftRequest" });
export type ShiftRequest = z.infer<typeof shiftRequest>;

/** K-003 event request: a time-off event asked for by its assignee. */
export const eventRequest = scheduleEvent
  .extend({ contentType: z.literal("event"), requestType: z.literal("event"), approvals: z.array(approval) })
  .meta({ id: "EventRequest" });
export type EventRequest = z.infer<typeof eventRequest>;

/** Any request with the validators' findings on the schedule as it would be after approval (K-029). */
export const requestDetail = z.discriminatedUnion("contentType", [
  swapRequest.extend({ errors: validatorResults }),
  shiftRequest.extend({ errors: validatorResults }),
  eventRequest.extend({ errors: validatorResults }),
]);
export type RequestDetail = z.infer<typeof requestDetail>;

/** One row of the request list (K-005, K-006): enough to list, filter and open it. */
export const requestSummary = z
  .object({
    id,
    contentType: z.enum(REQUEST_CONTENT_TYPES),
    requestType: z.enum(REQUEST_TYPES),
    state: z.enum(REQUEST_STATES),
    departmentId: id,
    scheduleId: id.nullable(),
    requesterId: id,
    requesterName: z.string(),
    /** Swap partner or giveaway receiver. */
    counterpartId: id.nullable(),
    /** The shift's date (reschedule: the date asked for); an event's dates. */
    dates: z.array(z.string()),
    /** Shift type, or event type for an event. */
    typeId: id.nullable(),
    reviewerId: id.nullable(),
    comments: z.string(),
    createdOn: z.string(),
    modifiedOn: z.string(),
  })
  .meta({ id: "RequestSummary" });
export type RequestSummary = z.infer<typeof requestSummary>;

export const REQUEST_ORDER = ["created_on", "-created_on", "modified_on", "-modified_on"] as const;

/**
 * K-006 list and count. Staff see only requests they sent or that name them; managers see the
 * departments they may act on. `pending=true` keeps the four awaiting states.
 */
export const requestListQuery = pageQuery(100, 100).extend({
  assoc_content_types: z
    .string()
    .transform((value) => value.split(",").map((part) => part.trim()))
    .pipe(z.array(z.enum(REQUEST_CONTENT_TYPES)).min(1).max(3))
    .optional(),
  request_types: z
    .string()
    .transform((value) => value.split(",").map((part) => part.trim()))
    .pipe(z.array(z.enum(REQUEST_TYPES)).min(1).max(5))
    .optional(),
  assoc_content_states: z
    .string()
    .transform((value) => value.split(",").map((part) => part.trim()))
    .pipe(z.array(z.enum(REQUEST_STATES)).min(1).max(REQUEST_STATES.length))
    .optional(),
  pending: queryBoolean.optional(),
  dept_ids: csvIds.optional(),
  dept_id: queryId.optional(),
  /** Requester's name contains this (first, last or alias; case-insensitive). */
  created_by_name: z.string().trim().min(1).max(100).optional(),
  /** Only requests the caller sent or that name them. */
  mine: queryBoolean.optional(),
  /** Only requests whose current reviewer is the caller. */
  assigned_to_me: queryBoolean.optional(),
  order_by: z.enum(REQUEST_ORDER).optional(),
});
export type RequestListQuery = z.infer<typeof requestListQuery>;

export const requestCount = z.object({ count: z.number().int() });

// ---- Sending (staff, for their own shifts) ----------------------------------------------

export const swapCreateBody = z.object({
  sourceShiftId: ref,
  targetShiftId: ref,
  comments: comments.optional(),
});
export type SwapCreateBody = z.infer<typeof swapCreateBody>;

export const splitPartInput = z.object({ assigneeId: ref, startTime: wireTime, endTime: wireTime });

export const shiftRequestCreateBody = z.discriminatedUnion("requestType", [
  z.object({
    requestType: z.literal("giveaway"),
    shiftId: ref,
    newAssigneeId: ref.nullable().optional(),
    comments: comments.optional(),
  }),
  z.object({
    requestType: z.literal("reschedule"),
    shiftId: ref,
    date: wireDate,
    comments: comments.optional(),
  }),
  z.object({
    requestType: z.literal("split"),
    shiftId: ref,
    /** In time order; the first part stays the requester's, on the original shift. */
    splits: z.array(splitPartInput).min(2).max(3),
    comments: comments.optional(),
  }),
]);
export type ShiftRequestCreateBody = z.infer<typeof shiftRequestCreateBody>;

/** Time off asked for by the caller, in their own department. */
export const eventRequestCreateBody = z.object({
  typeId: ref,
  dates: z.array(wireDate).min(1).max(366),
  comments: comments.optional(),
  startTime: wireTime.nullable().optional(),
  endTime: wireTime.nullable().optional(),
});
export type EventRequestCreateBody = z.infer<typeof eventRequestCreateBody>;

/** The requester takes a request back (Y-034). */
export const withdrawBody = z.object({ comments: comments.optional() });

/** `GET /swaps/candidates/?shift_id=`: partners' shifts the requester's shift could be swapped for. */
export const swapCandidatesQuery = z.object({ shift_id: queryId });
export const swapCandidate = z.object({
  shift,
  fullName: z.string(),
  /** Validator findings the swap would leave (empty: valid). */
  errors: validatorResults,
});

/** `GET /shift-requests/giveaway_candidates/?shift_id=`: colleagues who could take the shift. */
export const giveawayCandidatesQuery = z.object({ shift_id: queryId });
export const giveawayCandidate = z.object({ userId: id, fullName: z.string(), errors: validatorResults });

// ---- Review (K-018…K-025) -------------------------------------------------------------

/** K-018. `newAssigneeId` is required when the request left the receiver to the reviewer. */
export const approveGiveawayBody = z.object({
  comments: comments.optional(),
  newAssigneeId: ref.optional(),
  originalShiftComments: comments.optional(),
  originalShiftFlags: flagIds.optional(),
  originalShiftInternalComments: comments.optional(),
  newShiftComments: comments.optional(),
  newShiftFlags: flagIds.optional(),
  newShiftInternalComments: comments.optional(),
});
/** K-019. */
export const approveRescheduleBody = z.object({
  comments: comments.optional(),
  flags: flagIds.optional(),
  internalComments: comments.optional(),
});
/** K-020: per part, keyed by the part's id. */
export const approveSplitBody = z.object({
  comments: comments.optional(),
  flags: byId(flagIds).optional(),
  splitComments: byId(comments).optional(),
  splitInternalComments: byId(comments).optional(),
});
/** K-021: keyed by the original shift's id (a new shift is keyed by the original it replaces). */
export const approveSwapBody = z.object({
  comments: comments.optional(),
  originalComments: byId(comments).optional(),
  originalFlags: byId(flagIds).optional(),
  originalInternalComments: byId(comments).optional(),
  newComments: byId(comments).optional(),
  newFlags: byId(flagIds).optional(),
  newInternalComments: byId(comments).optional(),
});
/** K-022: applied to every working shift of the assignee on the event's dates. */
export const approveEventBody = z.object({
  comments: comments.optional(),
  flags: flagIds.optional(),
  internalComments: comments.optional(),
});
/** K-023. */
export const rejectBody = z.object({ comments: comments.optional() });
/** K-024 (event and swap). */
export const directorApprovalBody = z.object({ comments: comments.optional() });

/** Every review action answers with the request as it now is, and the shifts its effect wrote. */
export const reviewResult = z.object({
  request: requestDetail,
  /** Shifts rewritten by the effect (given away, moved, shortened, swapped, canceled). */
  originalShifts: z.array(shift),
  /** Shifts the effect created (the receiver's, the parts, the exchanged ones). */
  newShifts: z.array(shift),
});
export type ReviewResult = z.infer<typeof reviewResult>;
