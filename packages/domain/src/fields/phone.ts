// US phone numbers: 10 digits, optional + and country code 1, separators; stored +1XXXXXXXXXX.
import { type Check, fail, ok, type Parsed, toCheck } from "./result.ts";

const SEP = "[\\s.-]?";
/** Optional "+1", "1" or "+", then ### ### #### with optional parentheses around the area code. */
const US_PHONE = new RegExp(`^(?:\\+?1${SEP}|\\+)?(?:\\(\\d{3}\\)|\\d{3})${SEP}\\d{3}${SEP}\\d{4}$`);
const STORED = /^\+1(\d{3})(\d{3})(\d{4})$/;

/** The ten national digits of a valid US phone, or null. */
function nationalDigits(value: string): string | null {
  const text = value.trim();
  if (!US_PHONE.test(text)) return null;
  return text.replace(/\D/g, "").slice(-10);
}

/**
 * Normalises to "+1XXXXXXXXXX". Empty (or null) is `null` when optional (a work phone saved as
 * null, D-009) and `validation.required` when required.
 */
export function normalizeUsPhone(
  value: string | null | undefined,
  options: { required?: boolean } = {},
): Parsed<string | null> {
  if (value === null || value === undefined || value.trim() === "") {
    return options.required === true ? fail("validation.required") : ok(null);
  }
  const digits = nationalDigits(value);
  return digits === null ? fail("validation.phone") : ok(`+1${digits}`);
}

/**
 * Display form "(###) ###-####", or "+1 (###) ###-####" with the country code (the input mask).
 * A value that is not a US phone is returned unchanged, so nothing stored is hidden.
 */
export function formatUsPhone(value: string, options: { withCountryCode?: boolean } = {}): string {
  const digits = STORED.test(value) ? value.slice(2) : nationalDigits(value);
  if (digits === null) return value;
  const national = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  return options.withCountryCode === true ? `+1 ${national}` : national;
}

/** The same rule as a predicate (form `validate` functions). */
export function checkUsPhone(value: string | null | undefined, options: { required?: boolean } = {}): Check {
  return toCheck(normalizeUsPhone(value, options));
}
