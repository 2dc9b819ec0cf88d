// Numeric fields with a range (dailyHours 0-24, weeklyHours 0-168).
import type { NumberLimit } from "./limits.ts";
import { fail, ok, type Parsed } from "./result.ts";

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * Accepts a finite number or a decimal string (trimmed; "7.5" and "8" but not "1e3", "0x10" or "8h").
 * Empty (or null) is `null` when optional.
 */
export function parseNumberInRange(
  value: number | string | null | undefined,
  limit: Omit<NumberLimit, "kind">,
): Parsed<number | null> {
  const text = typeof value === "string" ? value.trim() : value;
  if (text === null || text === undefined || text === "") {
    return limit.required ? fail("validation.required") : ok(null);
  }
  if (typeof text === "string" && !DECIMAL.test(text)) return fail("validation.numeric");
  const number = Number(text);
  if (!Number.isFinite(number)) return fail("validation.numeric");
  if (number < limit.min) return fail("validation.min_value", { min: limit.min });
  if (number > limit.max) return fail("validation.max_value", { max: limit.max });
  return ok(number + 0); // -0 -> 0
}
