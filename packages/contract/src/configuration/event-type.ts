import { CONFIGURATION_LIMITS } from "@rosterly/domain/fields";
import { z } from "zod";
import { asData, description, name, optionalText, requiredId } from "./fields";
import { SYMBOL_TYPES } from "./shift-type";

export const eventTypeStyles = z
  .object({
    web: z
      .object({
        symbolType: z.enum(SYMBOL_TYPES),
        symbolValue: optionalText(CONFIGURATION_LIMITS.symbolValue),
        color: z.string().max(20),
      })
      .partial()
      .strict(),
  })
  .partial()
  .strict();

/** Event type settings are not described (E-008): any small object is kept as given. */
export const eventTypeSettings = z
  .record(z.string().max(100), z.json())
  .refine((value) => JSON.stringify(value).length <= 4000, "Settings may not exceed 4000 characters.");

const fields = {
  name,
  description,
  adminOnly: z.boolean(),
  requestOnly: z.boolean(),
  visibleToOtherStaff: z.boolean(),
  settings: asData(eventTypeSettings),
  styles: asData(eventTypeStyles),
  obsolete: z.boolean(),
};

export const eventTypeUpdate = z.object(fields).partial().strict();
export const eventTypeCreate = eventTypeUpdate.extend({ hospitalId: requiredId, name }).strict();

export type EventTypeCreate = z.infer<typeof eventTypeCreate>;
export type EventTypeUpdate = z.infer<typeof eventTypeUpdate>;
