import { CONFIGURATION_LIMITS } from "@rosterly/domain/fields";
import { z } from "zod";
import { rowId } from "../input";

/** A missing field says so, rather than zod's "expected string, received undefined". */
const required = {
  error: (issue: { input: unknown }) => (issue.input === undefined ? "This field is required." : undefined),
};

/** Field building blocks shared by the configuration kinds' input schemas. */
export const id = rowId;
export const requiredId = rowId;
export const requiredText = (max: number) =>
  z
    .string(required)
    .trim()
    .min(1, "This field is required.")
    .max(max, `Ensure this field has no more than ${max} characters.`);
export const optionalText = (max: number) =>
  z.string().trim().max(max, `Ensure this field has no more than ${max} characters.`);

export const name = requiredText(CONFIGURATION_LIMITS.name);
export const shortCode = requiredText(CONFIGURATION_LIMITS.shortCode);
export const description = optionalText(CONFIGURATION_LIMITS.description);

export const count = (max = 1000) => z.number().int("A whole number is required.").min(0).max(max);

/** A list of row ids: no repeats (the organisation check happens on the server). */
export const idList = (max = 200) =>
  z
    .array(id)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, "Each id may appear only once.");

/** Ids used as map keys, as JSON has them: `{"12": 3}`. */
export const idKey = z.string().regex(/^[1-9]\d*$/, "Keys must be row ids.");

/** `{shiftTypeId: count}`. */
export const shiftTypeCounts = z.record(idKey, count());

/**
 * A structured JSON column whose keys are data on the wire: the responses show these objects with
 * their stored keys (`settings.associatedShiftTypes`), so requests send them the same way and the
 * snake_case conversion of `wire()` does not descend into them (it stops at a pipe).
 */
export const asData = <S extends z.ZodType>(schema: S) => schema.transform((value) => value);
