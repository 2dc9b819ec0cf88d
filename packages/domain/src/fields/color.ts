// Colours (#RRGGBB or #RGB), e.g. avatar backgrounds and shift-type styles.
import { type Check, fail, ok, type Parsed, toCheck } from "./result.ts";

const COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** "#AbC" -> "#aabbcc", "#A1B2C3" -> "#a1b2c3". Empty (or null) is `null` when optional. */
export function normalizeColor(
  value: string | null | undefined,
  options: { required?: boolean } = {},
): Parsed<string | null> {
  const text = (value ?? "").trim();
  if (text === "") return options.required === true ? fail("validation.required") : ok(null);
  if (!COLOR.test(text)) return fail("validation.color");
  const hex = text.slice(1).toLowerCase();
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  return ok(`#${full}`);
}

/** The same rule as a predicate (form `validate` functions). */
export function checkColor(value: string | null | undefined, options: { required?: boolean } = {}): Check {
  return toCheck(normalizeColor(value, options));
}
