import { z } from "zod";
import { description, name, shortCode, requiredId } from "./fields";

const fields = {
  name,
  shortCode,
  description,
  allowRequest: z.boolean(),
  commitment: z.boolean(),
  float: z.boolean(),
  productivity: z.boolean(),
  working: z.boolean(),
  visibleToOtherStaff: z.boolean(),
  obsolete: z.boolean(),
};

export const flagUpdate = z.object(fields).partial().strict();
export const flagCreate = flagUpdate.extend({ hospitalId: requiredId, name, shortCode }).strict();

export type FlagCreate = z.infer<typeof flagCreate>;
export type FlagUpdate = z.infer<typeof flagUpdate>;
