// E-mail rule (D-007): trimmed, valid, at most 255 characters.
import { USER_FIELD_LIMITS } from "./limits.ts";
import { charLength, type Check, fail, ok, type Parsed, toCheck } from "./result.ts";

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
/** Dot-atom local part; a domain of at least two labels ending in an alphabetic top-level label. */
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);
const LOCAL_MAX = 64;

/**
 * Trims and checks an e-mail address. Case is kept (comparisons for uniqueness should be
 * case-insensitive). Empty is `validation.required` unless `required` is false, then "".
 */
export function normalizeEmail(
  value: string | null | undefined,
  options: { required?: boolean } = {},
): Parsed<string> {
  const email = (value ?? "").trim();
  if (email === "") return options.required === false ? ok("") : fail("validation.required");
  const max = USER_FIELD_LIMITS.email.maxLength;
  if (charLength(email) > max) return fail("validation.max", { max });
  const local = email.slice(0, email.lastIndexOf("@"));
  if (!EMAIL.test(email) || local.length > LOCAL_MAX) return fail("validation.email");
  return ok(email);
}

/** The same rule as a predicate (form `validate` functions). */
export function checkEmail(value: string | null | undefined, options: { required?: boolean } = {}): Check {
  return toCheck(normalizeEmail(value, options));
}
