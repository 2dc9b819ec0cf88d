// Required and maximum length for free text (D-007, D-008).
import type { TextLimit } from "./limits.ts";
import { charLength, fail, ok, type Parsed } from "./result.ts";

/** Trims the text, then checks `required` and `maxLength`. An optional empty text gives "". */
export function normalizeText(
  value: string | null | undefined,
  limit: Omit<TextLimit, "kind">,
): Parsed<string> {
  const text = (value ?? "").trim();
  if (text === "") return limit.required ? fail("validation.required") : ok("");
  if (charLength(text) > limit.maxLength) return fail("validation.max", { max: limit.maxLength });
  return ok(text);
}
