import { z } from "zod";

/** Content types carried on `/ws/updates/` (spec §7; shifts and events from the scheduling issue). */
export const UPDATE_CONTENT_TYPES = [
  "approval",
  "user",
  "department",
  "event type",
  "flag",
  "job status",
  "job type",
  "shift type",
  "daily schedule type",
  "hospital",
  "profile",
  "open shift",
  "shift",
  "event",
  "schedule",
  "daily schedule",
  "notification receipt",
  "swap",
  "shiftrequest",
  "roster run",
  "credential doc",
] as const;
export type UpdateContentType = (typeof UPDATE_CONTENT_TYPES)[number];

/** One message on `/ws/updates/`: what changed, by id; `data` carries the presented row when small. */
export const updateMessage = z.object({
  content_type: z.enum(UPDATE_CONTENT_TYPES),
  action: z.string(),
  id: z.number().nullable(),
  data: z.unknown().optional(),
  /** On `approval` messages: the request it is about (K-027), so an open review panel reloads. */
  associated_content_type: z.enum(["swap", "shiftrequest", "event"]).optional(),
  associated_object_id: z.number().optional(),
});
export type UpdateMessage = z.infer<typeof updateMessage>;
