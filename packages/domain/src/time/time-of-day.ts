/**
 * Times of day as minutes since midnight. The product works in whole minutes (30-minute dropdown,
 * 1-minute split granularity), so the seconds of the wire format `HH:mm:ss` are validated and
 * dropped rather than carried through every calculation.
 */

export const MINUTES_PER_DAY = 24 * 60;
export const TIME_STEP_MINUTES = 30;

const WIRE_TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Minutes since midnight of `HH:mm` or `HH:mm:ss` (24 h), or null when malformed or out of range. */
export function parseTimeOfDay(time: string): number | null {
  const match = WIRE_TIME.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] === undefined ? 0 : Number(match[3]);
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return hours * 60 + minutes;
}

/** `HH:mm` (display and dropdown) or `HH:mm:ss` (wire) for minutes since midnight, wrapping at 24 h. */
export function formatTimeOfDay(minutes: number, options: { seconds?: boolean } = {}): string {
  const wrapped = ((Math.floor(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const text = `${pad2(Math.floor(wrapped / 60))}:${pad2(wrapped % 60)}`;
  return options.seconds ? `${text}:00` : text;
}

/** `HH:mm` of a wire time, or null when malformed (the editor shows `HH:mm`, the wire sends seconds). */
export function toDisplayTime(time: string): string | null {
  const minutes = parseTimeOfDay(time);
  return minutes === null ? null : formatTimeOfDay(minutes);
}

/** `HH:mm:ss` of a display or wire time, or null when malformed. */
export function toWireTime(time: string): string | null {
  const minutes = parseTimeOfDay(time);
  return minutes === null ? null : formatTimeOfDay(minutes, { seconds: true });
}

/** The time dropdown: `00:00`, `00:30`, ... `23:30`. */
export const TIME_OPTIONS: readonly string[] = Array.from(
  { length: MINUTES_PER_DAY / TIME_STEP_MINUTES },
  (_, i) => formatTimeOfDay(i * TIME_STEP_MINUTES),
);

/** The dropdown for one time field: the option equal to the other field's time is disabled. */
export function timeOptionsExcluding(otherTime: string | null): { value: string; disabled: boolean }[] {
  const other = otherTime === null ? null : toDisplayTime(otherTime);
  return TIME_OPTIONS.map((value) => ({ value, disabled: value === other }));
}

export type TimeInputResult = { ok: true; value: string | null } | { ok: false };

/**
 * The typed time rule: `HH:MM` or `HHMM`, 24 h, surrounding spaces ignored. Empty input is allowed
 * (value null) so that a field can be cleared; whether it is required is the form's decision.
 * The value is normalised to `HH:mm`.
 */
export function parseTimeInput(text: string): TimeInputResult {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: null };
  const match = /^(\d{2}):?(\d{2})$/.exec(trimmed);
  if (!match) return { ok: false };
  const minutes = parseTimeOfDay(`${match[1]}:${match[2]}`);
  return minutes === null ? { ok: false } : { ok: true, value: formatTimeOfDay(minutes) };
}

function pad2(value: number): string {
  return String(value).padStart(2, "0");
}
