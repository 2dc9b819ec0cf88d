import { z } from "zod";
import { queryId, rowId } from "./input";

// Building blocks of the account schemas. PostgreSQL cannot store a NUL character in text or
// jsonb, and ids are 32-bit integers: both are refused here as input errors (400), so they never
// reach the database as a failure.

const noNul = "Text may not contain NUL characters.";

/** Text that can be stored (or compared in SQL); `message` answers a missing or non-text value. */
export const accountText = (message = "Expected text.") =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "This field is required." : message) })
    .refine((value) => !value.includes("\u0000"), noNul);

/** A row id in a body. */
export const accountRowId = rowId;

/** A row id in a query string. */
export const accountQueryId = queryId;

/** Any JSON value that can be stored in a jsonb column. */
export const accountJson = z.json().refine((value) => !JSON.stringify(value).includes("\\u0000"), noNul);
