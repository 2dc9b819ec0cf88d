import { CONFIGURATION_LIMITS } from "@rosterly/domain/fields";
import { z } from "zod";
import { asData, count, description, name, optionalText, requiredId, requiredText } from "./fields";

export const SYMBOL_TYPES = ["text", "time", "fa", "bar", "pill"] as const;

/** How the web draws the shift type (E-007); the colour is checked and normalised by the server. */
export const shiftTypeStyles = z
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

const time = requiredText(8);

const fields = {
  name,
  description,
  /** HH:MM or HHMM (24 h); stored HH:mm:ss. */
  startTime: time,
  endTime: time,
  maxShiftCount: count(100).nullable(),
  onCall: z.boolean(),
  partakeInScheduling: z.boolean(),
  styles: asData(shiftTypeStyles),
  obsolete: z.boolean(),
};

export const shiftTypeUpdate = z.object(fields).partial().strict();
export const shiftTypeCreate = shiftTypeUpdate
  .extend({ hospitalId: requiredId, name, startTime: time, endTime: time })
  .strict();

export type ShiftTypeCreate = z.infer<typeof shiftTypeCreate>;
export type ShiftTypeUpdate = z.infer<typeof shiftTypeUpdate>;
