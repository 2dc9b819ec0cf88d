import { GROUP_NAMES } from "@rosterly/domain/permissions";
import { z } from "zod";
import { asData, description, idList, name, shiftTypeCounts, requiredId } from "./fields";

export const jobTypeSettings = z
  .object({
    associatedShiftTypes: idList(100),
    associatedGroups: z
      .array(z.enum(GROUP_NAMES))
      .max(GROUP_NAMES.length)
      .refine((groups) => new Set(groups).size === groups.length, "Each group may appear only once."),
    isChargeNurse: z.boolean(),
    canBeChargeNurse: z.boolean(),
  })
  .partial()
  .strict();

const fields = {
  name,
  description,
  rank: z.number().int().min(1).max(1000),
  partakeInScheduling: z.boolean(),
  settings: asData(jobTypeSettings),
  swappableJobTypes: idList(100),
  associatedJobTypes: idList(100),
  staffNeeded: asData(shiftTypeCounts),
  obsolete: z.boolean(),
};

export const jobTypeUpdate = z.object(fields).partial().strict();
export const jobTypeCreate = jobTypeUpdate.extend({ hospitalId: requiredId, name }).strict();

export type JobTypeCreate = z.infer<typeof jobTypeCreate>;
export type JobTypeUpdate = z.infer<typeof jobTypeUpdate>;
export type JobTypeSettings = z.infer<typeof jobTypeSettings>;
