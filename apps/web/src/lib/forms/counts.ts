/**
 * Whole-number fields (staff counts, limits): typed as text, checked with the domain's number rule
 * plus "whole", as the contract's `count()` requires (non-negative integers with a maximum).
 */
import { fail, ok, type Parsed, parseNumberInRange } from "@rosterly/domain/fields";

export function parseCount(
  text: string,
  options: { min?: number; max: number; required: boolean },
): Parsed<number | null> {
  const parsed = parseNumberInRange(text, {
    min: options.min ?? 0,
    max: options.max,
    required: options.required,
  });
  if (!parsed.ok) return parsed;
  if (parsed.value !== null && !Number.isInteger(parsed.value)) return fail("validation.integer");
  return ok(parsed.value);
}

/** A stored count as the text its input shows ("" for none). */
export const countText = (value: number | null | undefined): string =>
  value === null || value === undefined ? "" : String(value);
