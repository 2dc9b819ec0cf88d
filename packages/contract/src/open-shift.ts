import { z } from "zod";
import { rowId } from "./input";
import { csvIds, queryBoolean, queryId } from "./input";
import { dateRange } from "./list-query";
import { pageQuery } from "./pagination";
import { COMMENTS_MAX, sitterSettings, wireDate, wireTime } from "./shift";

const id = z.number().int();
const ref = rowId;
const refs = z.array(ref).max(200);
const instant = z.iso.datetime({ offset: true });

export const OPEN_SHIFT_STATES = ["open", "closed", "ended"] as const;

/** One person's part in an open shift: when they bid, when they were seated, the shift made for them. */
export const openShiftParticipant = z.object({
  userId: id,
  fullName: z.string(),
  bidOn: z.string().nullable(),
  assignedOn: z.string().nullable(),
  shiftId: id.nullable(),
});

/** An open shift as presented (H-001), with its state and participants. */
export const openShift = z
  .object({
    id,
    state: z.enum(OPEN_SHIFT_STATES),
    departmentId: id,
    scheduleId: id,
    typeId: id,
    date: z.string(),
    payrollDate: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    title: z.string(),
    comments: z.string(),
    flags: z.array(id),
    jobTypes: z.array(id),
    eligibleDepartments: z.array(id),
    eligibleJobStatus: z.array(id),
    opening: id,
    /** Seats still free, for everyone: staff see no one else's bid or seat, but may see how many remain. */
    seatsLeft: z.number().int(),
    fcfs: z.boolean(),
    onCall: z.boolean(),
    sitter: z.boolean(),
    selfScheduleOnly: z.boolean(),
    settings: z.object({ lastNudge: z.string().nullable(), sitter: sitterSettings.nullable() }),
    biddingEndsOn: z.string(),
    biddingClosed: z.boolean(),
    biddingEnded: z.boolean(),
    bidders: z.array(id),
    assignees: z.array(id),
    selectedBidders: z.array(id),
    participants: z.array(openShiftParticipant),
    createdBy: id.nullable(),
    createdOn: z.string(),
    modifiedBy: id.nullable(),
    modifiedOn: z.string(),
  })
  .meta({ id: "OpenShift" });
export type OpenShift = z.infer<typeof openShift>;

/** A new open shift; times default to the shift type's, eligible departments to its own. */
export const openShiftInput = z.object({
  departmentId: ref,
  date: wireDate,
  typeId: ref,
  startTime: wireTime.optional(),
  endTime: wireTime.optional(),
  opening: z.number().int().min(1).max(500),
  fcfs: z.boolean().optional(),
  jobTypes: refs.optional(),
  eligibleDepartments: refs.optional(),
  eligibleJobStatus: refs.optional(),
  biddingEndsOn: instant,
  title: z.string().trim().max(255).optional(),
  comments: z.string().max(COMMENTS_MAX).optional(),
  flags: z.array(ref).max(50).optional(),
  onCall: z.boolean().optional(),
  sitter: z.boolean().optional(),
  selfScheduleOnly: z.boolean().optional(),
  settings: z.object({ sitter: sitterSettings.nullable().optional() }).optional(),
});
export type OpenShiftInput = z.infer<typeof openShiftInput>;

/** H-010: the details that change while nobody is involved yet. */
export const openShiftPatch = openShiftInput
  .pick({ title: true, comments: true, flags: true, settings: true, biddingEndsOn: true })
  .partial();
export type OpenShiftPatch = z.infer<typeof openShiftPatch>;

export const openingBody = z.object({ opening: z.number().int() });
export const assignBody = z.object({
  assignees: refs.default([]),
  selectedBidders: refs.default([]),
});
export type AssignBody = z.infer<typeof assignBody>;

/** One finding of the assignment checks (G-012): a warning to show, never a refusal. */
export const assignmentWarning = z.object({
  code: z.enum(["overtime", "consecutive_shifts", "time_conflict"]),
  dates: z.array(z.string()).optional(),
  weekStart: z.string().optional(),
  hours: z.number().optional(),
  weeklyHours: z.number().optional(),
  limit: z.number().optional(),
});

/** What an assignment's checks found per seated person. */
export const assignWarnings = z.array(z.object({ userId: id, warnings: z.array(assignmentWarning) }));

export const OPEN_SHIFT_ORDER = ["created_on", "date", "opening", "bidding_ends_on"] as const;

/** H-007: `state` picks pending (open) or history (closed and ended); an empty query is refused. */
export const openShiftListQuery = pageQuery(100, 100).extend({
  state: z.enum(["pending", "history"]).optional(),
  fcfs: z
    .string()
    .transform((value) => value.split(",").map((part) => part.trim()))
    .pipe(
      z
        .array(z.enum(["true", "false"]))
        .min(1)
        .max(2),
    )
    .optional(),
  dept_id: csvIds.optional(),
  on: wireDate.optional(),
  order_by: z
    .string()
    .regex(/^-?[a-z_]+$/, "Sort by one field, with a leading minus to descend.")
    .optional(),
  mine: queryBoolean.optional(),
});
export type OpenShiftListQuery = z.infer<typeof openShiftListQuery>;

/** H-017: the open shifts one person bid on, by their dates (`YYYY-MM-DD,YYYY-MM-DD`). */
export const userBidsQuery = z.object({ user_id: queryId, between: dateRange });
