// Password rule (B-015, DESIGN §5): at least 8 characters with a digit, a lower- and an upper-case letter.
import { FIELD_LIMITS } from "./limits.ts";
import { type Check, charLength, fail, OK } from "./result.ts";

const DIGIT = /\d/;
const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;

/** The password is never trimmed: spaces are part of it. */
export function checkPassword(value: string): Check {
  if (value === "") return fail("validation.required");
  const length = charLength(value);
  if (length > FIELD_LIMITS.passwordMaxLength)
    return fail("validation.max", { max: FIELD_LIMITS.passwordMaxLength });
  const strong =
    length >= FIELD_LIMITS.passwordMinLength && DIGIT.test(value) && LOWER.test(value) && UPPER.test(value);
  return strong ? OK : fail("validation.password", { min: FIELD_LIMITS.passwordMinLength });
}
