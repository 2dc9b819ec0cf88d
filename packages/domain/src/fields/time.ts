// Time input: HH:MM or HHMM, 24 h, empty allowed; stored as HH:mm:ss.
import { type Check, fail, OK, ok, type Parsed, toCheck } from "./result.ts";

const TIME_INPUT = /^([01]\d|2[0-3]):?([0-5]\d)$/;
const WIRE_TIME = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;

/** "0730" or "07:30" -> "07:30:00"; empty (or null) -> null; anything else `validation.time`. */
export function normalizeTime(value: string | null | undefined): Parsed<string | null> {
  const text = (value ?? "").trim();
  if (text === "") return ok(null);
  const match = TIME_INPUT.exec(text);
  if (match === null) return fail("validation.time");
  return ok(`${match[1]}:${match[2]}:00`);
}

/** Whether a value is a stored time "HH:mm:ss". */
export function isWireTime(value: string): boolean {
  return WIRE_TIME.test(value);
}

/** Stored "HH:mm:ss" -> input "HH:MM"; anything else is returned unchanged. */
export function formatTimeInput(value: string): string {
  return isWireTime(value) ? value.slice(0, 5) : value;
}

/** The same rule as a predicate (form `validate` functions). */
export function checkTime(value: string | null | undefined): Check {
  return toCheck(normalizeTime(value));
}

const HALF_HOUR_STEP = 30;

/** H-012: an open shift starts and ends on the hour or the half hour (a stored "HH:mm:ss"). */
export function checkHalfHour(stored: string): Check {
  const minutes = Number(stored.slice(3, 5));
  return minutes % HALF_HOUR_STEP === 0 && stored.endsWith(":00") ? OK : fail("validation.half_hour");
}
