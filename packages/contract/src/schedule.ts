import { z } from "zod";
import { scheduleEvent } from "./event";
import { COMMENTS_MAX, shift } from "./shift";

const id = z.number().int();

/** A department's schedule for one period (F-002); `shifts` is left out when omitted. */
export const schedule = z
  .object({
    id,
    departmentId: id,
    startOn: z.string(),
    endOn: z.string(),
    state: z.string(),
    comments: z.string(),
    settings: z.record(z.string(), z.unknown()),
    /** Whether the caller may change shifts and events in it now (F-009). */
    readOnly: z.boolean(),
    snapshot: id.nullable(),
    shifts: z.array(shift).optional(),
    events: z.array(scheduleEvent).optional(),
    swaps: z.array(z.unknown()).optional(),
    shiftRequests: z.array(z.unknown()).optional(),
    createdOn: z.string(),
    modifiedOn: z.string(),
  })
  .meta({ id: "Schedule" });
export type Schedule = z.infer<typeof schedule>;

export const schedulePatch = z.object({
  comments: z.string().max(COMMENTS_MAX).optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
});
export const scheduleRejectBody = z.object({ comments: z.string().trim().min(1).max(COMMENTS_MAX) });
export const scheduleApprovalBody = z.object({ needsApproval: z.boolean().optional() });
