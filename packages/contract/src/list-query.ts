import { isWireTime } from "@rosterly/domain/fields";
import { z } from "zod";
import { csvIds, queryBoolean, queryId } from "./input";
import { pageQuery } from "./pagination";
import { LAST_SHIFT_TYPES, wireDate } from "./shift";

/**
 * Query strings are snake_case on the wire and parsed as they are (no case conversion): lists are
 * comma-joined, booleans `true`/`false` (P-002).
 */

/** `start,end`, both `YYYY-MM-DD`. */
export const dateRange = z
  .string()
  .transform((value) => value.split(",").map((part) => part.trim()))
  .pipe(z.tuple([wireDate, wireDate]));
const csvNames = z.string().transform((value) =>
  value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== ""),
);

/** Wire field names a shift list may leave out with `omit`. */
export const SHIFT_OMITTABLE = [
  "payroll_date",
  "new_assignee_id",
  "flags",
  "comments",
  "internal_comments",
  "obligatory",
  "overtime",
  "sitter",
  "settings",
  "on_call",
  "flex_on",
  "canceled",
  "giveaway",
  "swapped",
  "schedule_id",
  "open_shift_id",
  "created_by",
  "created_on",
  "modified_by",
  "modified_on",
] as const;

export const shiftListQuery = pageQuery(500, 500).extend({
  on: wireDate.optional(),
  between: dateRange.optional(),
  dept_id: queryId.optional(),
  assignee_id: queryId.optional(),
  include_assignee_ids: csvIds.optional(),
  canceled: queryBoolean.optional(),
  giveaway: queryBoolean.optional(),
  flex_on: queryBoolean.optional(),
  non_duty: queryBoolean.optional(),
  float_with_flag: queryBoolean.optional(),
  overtime: queryBoolean.optional(),
  job_type_ids: csvIds.optional(),
  swapped: queryBoolean.optional(),
  open_shift_id: queryId.optional(),
  omit: csvNames.pipe(z.array(z.enum(SHIFT_OMITTABLE))).optional(),
  ids: csvIds.optional(),
});
export type ShiftListQuery = z.infer<typeof shiftListQuery>;

export const eventListQuery = pageQuery(500, 500).extend({
  dept_id: queryId.optional(),
  between: dateRange.optional(),
  assignee_id: queryId.optional(),
  ids: csvIds.optional(),
});
export type EventListQuery = z.infer<typeof eventListQuery>;

export const lastShiftsQuery = z.object({
  type: z.enum(LAST_SHIFT_TYPES),
  before: wireDate,
  assignee_ids: csvIds,
});

/** Where a page of the last-shift browser ends: its last row's `date,start_time,id` (newest first). */
export const lastShiftCursor = z
  .string()
  .transform((value) => value.split(",").map((part) => part.trim()))
  .pipe(
    z.tuple([wireDate, z.string().refine(isWireTime, "Expected a time as HH:MM:SS."), queryId], {
      error: "Expected date,time,id from the previous page.",
    }),
  );

export const LAST_SHIFT_PAGE_MAX = 50;

/** One person's shifts of a kind before a day, newest first, a page at a time (N-006). */
export const lastShiftHistoryQuery = z.object({
  assignee_id: queryId,
  type: z.enum(LAST_SHIFT_TYPES),
  before: wireDate,
  cursor: lastShiftCursor.optional(),
  limit: z.coerce.number().int().min(1).max(LAST_SHIFT_PAGE_MAX).default(20),
});
export type LastShiftHistoryQuery = z.infer<typeof lastShiftHistoryQuery>;

export const scheduleForDateQuery = z.object({
  dept_id: queryId,
  for_date: wireDate,
  omit: csvNames.pipe(z.array(z.enum(["shifts", "events", "swaps", "shift_requests"]))).optional(),
});

export const scheduleQuery = z.object({
  omit: csvNames.pipe(z.array(z.enum(["shifts", "events", "swaps", "shift_requests"]))).optional(),
});

/** `GET /shifts/errors/` (P-030): a schedule's validator results, by id or by department and dates. */
export const shiftErrorsQuery = z.object({
  schedule_id: queryId.optional(),
  dept_id: queryId.optional(),
  between: dateRange.optional(),
});
export type ShiftErrorsQuery = z.infer<typeof shiftErrorsQuery>;
