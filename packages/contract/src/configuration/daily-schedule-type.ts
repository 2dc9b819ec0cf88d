import { CONFIGURATION_LIMITS } from "@rosterly/domain/fields";
import { z } from "zod";
import { asData, description, idList, name, requiredText, requiredId } from "./fields";

/** The census rows every daily schedule of this type starts with (E-011, I-005). */
export const dailyScheduleTypeSettings = z
  .object({
    census: z
      .object({
        predefined: z
          .array(requiredText(CONFIGURATION_LIMITS.censusLabel))
          .max(50)
          .refine(
            (labels) => new Set(labels).size === labels.length,
            "Each census row may appear only once.",
          ),
      })
      .partial()
      .strict(),
  })
  .partial()
  .strict();

const fields = {
  name,
  description,
  shiftTypes: idList(50),
  settings: asData(dailyScheduleTypeSettings),
  obsolete: z.boolean(),
};

export const dailyScheduleTypeUpdate = z.object(fields).partial().strict();
export const dailyScheduleTypeCreate = dailyScheduleTypeUpdate
  .extend({ hospitalId: requiredId, name })
  .strict();

export type DailyScheduleTypeCreate = z.infer<typeof dailyScheduleTypeCreate>;
export type DailyScheduleTypeUpdate = z.infer<typeof dailyScheduleTypeUpdate>;
