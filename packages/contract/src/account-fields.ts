import { z } from "zod";

// Building blocks of the account schemas. PostgreSQL cannot store a NUL character in text or
// jsonb, and ids are 32-bit integers: both are refused here as input errors (400), so they never
// reach the database as a failure.

export const MAX_ROW_ID = 2_147_483_647;
const noNul = "Text may not contain NUL characters.";

/** Text that can be stored (or compared in SQL); `message` answers a missing or non-text value. */
export const accountText = (message = "Expected text.") =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "This field is required." : message) })
    .refine((value) => !value.includes("\u0000"), noNul);

/** A row id in a body. */
export const accountRowId = z
  .number({ error: (issue) => (issue.input === undefined ? "This field is required." : "Expected an id.") })
  .int()
  .positive()
  .max(MAX_ROW_ID, "Not a valid id.");

/** A row id in a query string. */
export const accountQueryId = z.coerce.number().int().positive().max(MAX_ROW_ID, "Not a valid id.");

/** Any JSON value that can be stored in a jsonb column. */
export const accountJson = z.json().refine((value) => !JSON.stringify(value).includes("\\u0000"), noNul);
