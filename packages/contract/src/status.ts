import { z } from "zod";

/** `/status.json`: the running version and any announced maintenance window. */
export const statusFile = z.object({
  version: z.string(),
  state: z.enum(["ok", "maintenance_scheduled", "maintenance"]),
  date: z.string().nullable(),
  duration: z.number().nullable(),
});
export type StatusFile = z.infer<typeof statusFile>;
