import { z } from "zod";
import { asData, count, description, name, shortCode, requiredId } from "./fields";

/** Minimum shifts a status owes (G-007): `countRules.weekend` is a list of rules with a count. */
export const minShiftSettings = z
  .object({
    countRules: z
      .object({ weekend: z.array(z.object({ count: count(31) }).strict()).max(10) })
      .partial()
      .strict(),
  })
  .partial()
  .strict();

const fields = {
  name,
  shortCode,
  description,
  benefited: z.boolean(),
  registry: z.boolean(),
  weeklyHours: z.number().min(0).max(168),
  minShiftSettings: asData(minShiftSettings),
  obsolete: z.boolean(),
};

export const jobStatusUpdate = z.object(fields).partial().strict();
export const jobStatusCreate = jobStatusUpdate.extend({ hospitalId: requiredId, name, shortCode }).strict();

export type JobStatusCreate = z.infer<typeof jobStatusCreate>;
export type JobStatusUpdate = z.infer<typeof jobStatusUpdate>;
