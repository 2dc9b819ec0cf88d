import { z } from "zod";
import { rowId } from "./input";
import { COMMENTS_MAX, wireDate, wireTime } from "./shift";

const id = z.number().int();
const ref = rowId;
/** The longest event one request may carry: a year of dates. */
export const EVENT_DATES_MAX = 366;

/**
 * An event as presented (F-027). Another staff member's event of a type not visible to other
 * staff shows as "Time off" with no type id (Z-050); comments are the assignee's and managers'.
 */
export const scheduleEvent = z
  .object({
    id,
    type: z.literal("event"),
    assigneeId: id,
    departmentId: id,
    typeId: id.nullable(),
    typeName: z.string(),
    dates: z.array(z.string()),
    flags: z.array(id),
    title: z.string(),
    comments: z.string().optional(),
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
    state: z.string(),
    approvals: z.array(z.unknown()),
    createdBy: id.nullable(),
    createdOn: z.string(),
    modifiedBy: id.nullable(),
    modifiedOn: z.string(),
  })
  .meta({ id: "Event" });
export type ScheduleEvent = z.infer<typeof scheduleEvent>;

export const eventInput = z.object({
  assigneeId: ref,
  departmentId: ref,
  typeId: ref,
  dates: z.array(wireDate).min(1, "Choose at least one date.").max(EVENT_DATES_MAX),
  flags: z.array(ref).max(50).optional(),
  title: z.string().trim().max(255).optional(),
  comments: z.string().max(COMMENTS_MAX).optional(),
  startTime: wireTime.nullable().optional(),
  endTime: wireTime.nullable().optional(),
});
export type EventInput = z.infer<typeof eventInput>;

export const eventPatch = eventInput.partial();
export type EventPatch = z.infer<typeof eventPatch>;
export const eventCreateBody = z.array(eventInput).max(500);
export const eventBulkPatch = z
  .array(eventPatch.extend({ id: ref }))
  .min(1)
  .max(500);
/** Proposed events to check without saving; `id` marks a change to a saved event. */
export const eventValidateBody = z
  .array(eventInput.extend({ id: ref.optional() }))
  .min(1)
  .max(100);
