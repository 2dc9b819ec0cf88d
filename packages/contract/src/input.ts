import { z } from "zod";

// The shared building blocks of request input. Ids are PostgreSQL `integer` row ids: anything past
// 2^31 - 1 (or 0, negative, fractional, or written in any other way) is an input error, never a
// database failure. Text that cannot be stored at all (NUL, unpaired surrogates) is refused for
// every request before validation (the server's storable-input hook).

export const MAX_ROW_ID = 2_147_483_647;
const NOT_AN_ID = "Not a valid id.";

/** A row id in a JSON body. */
export const rowId = z
  .number({ error: (issue) => (issue.input === undefined ? "This field is required." : "Expected an id.") })
  .int(NOT_AN_ID)
  .positive(NOT_AN_ID)
  .max(MAX_ROW_ID, NOT_AN_ID);

/** A row id in a path or query string: decimal digits only (no `1e3`, `0x10`, ` 5` or `5.0`). */
export const queryId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, NOT_AN_ID)
  .transform(Number)
  .pipe(z.number().max(MAX_ROW_ID, NOT_AN_ID));

/** `{id}` in a path. */
export const idParams = z.object({ id: queryId });

/** Ids joined by commas in a query string (`1,2,3`). */
export const csvIds = z
  .string()
  .transform((value) => value.split(",").map((part) => part.trim()))
  .pipe(z.array(queryId).min(1).max(1000));

/**
 * A yes/no query parameter (`?include_obsolete=true`, P-002): `true`/`false` or `1`/`0`, in any
 * letter case; anything else is a 400 naming the parameter.
 */
export const queryBoolean = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(["true", "false", "1", "0"]))
  .transform((value) => value === "true" || value === "1");
