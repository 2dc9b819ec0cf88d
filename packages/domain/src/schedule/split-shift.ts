/**
 * Split-shift editing (F-034): a shift is cut into at most 3 contiguous parts. Parts are kept as
 * minute offsets from the original start, so a shift crossing midnight needs no special case: the
 * parts of 19:00-07:00 are ranges inside [0, 720). The first part stays the original shift record,
 * so it cannot be removed; later parts are unsaved until the split is saved.
 */
import {
  formatTimeOfDay,
  MINUTES_PER_DAY,
  parseTimeInput,
  parseTimeOfDay,
  spanMinutes,
} from "../time/index.ts";

export const MAX_SPLIT_PARTS = 3;
export const MIN_PART_MINUTES = 1;
/** A part shorter than this cannot be halved into two parts of at least MIN_PART_MINUTES. */
export const MIN_SPLITTABLE_MINUTES = 2;

export interface SplitPart {
  /** [start, end) in minutes from the original shift's start. */
  readonly start: number;
  readonly end: number;
  readonly assigneeId: number;
}

/** The fields of the shift being split that the rules read. */
export interface SplitSource {
  readonly startTime: string;
  readonly endTime: string;
  readonly assigneeId: number | null;
}

export type SplitError =
  | "no_such_part"
  | "too_many_parts"
  | "part_too_short"
  | "original_part"
  | "last_part_end"
  | "required"
  | "invalid_time"
  | "out_of_range"
  | "no_parts"
  | "same_assignee"
  | "not_contiguous";

export type SplitEdit =
  | { readonly ok: true; readonly parts: readonly SplitPart[] }
  | { readonly ok: false; readonly error: SplitError };

const fail = (error: SplitError): SplitEdit => ({ ok: false, error });

/** One part covering the whole shift, or null when the shift has no assignee or malformed times. */
export function startSplit(source: SplitSource): SplitPart[] | null {
  const start = parseTimeOfDay(source.startTime);
  const end = parseTimeOfDay(source.endTime);
  if (start === null || end === null || source.assigneeId === null) return null;
  return [{ start: 0, end: spanMinutes(start, end), assigneeId: source.assigneeId }];
}

export function canSplitPart(parts: readonly SplitPart[], index: number): boolean {
  const part = parts[index];
  return (
    part !== undefined && parts.length < MAX_SPLIT_PARTS && part.end - part.start >= MIN_SPLITTABLE_MINUTES
  );
}

/** Halves a part at its midpoint; the new second half starts with the same assignee. */
export function splitPart(parts: readonly SplitPart[], index: number): SplitEdit {
  const part = parts[index];
  if (!part) return fail("no_such_part");
  if (parts.length >= MAX_SPLIT_PARTS) return fail("too_many_parts");
  if (part.end - part.start < MIN_SPLITTABLE_MINUTES) return fail("part_too_short");
  const middle = part.start + Math.floor((part.end - part.start) / 2);
  const halves = [
    { ...part, end: middle },
    { ...part, start: middle },
  ];
  return { ok: true, parts: [...parts.slice(0, index), ...halves, ...parts.slice(index + 1)] };
}

/** Removes an unsaved part; the part before it takes over its time so the parts stay contiguous. */
export function removePart(parts: readonly SplitPart[], index: number): SplitEdit {
  const part = parts[index];
  const previous = parts[index - 1];
  if (!part) return fail("no_such_part");
  if (!previous) return fail("original_part");
  return {
    ok: true,
    parts: [...parts.slice(0, index - 1), { ...previous, end: part.end }, ...parts.slice(index + 1)],
  };
}

export function setPartAssignee(parts: readonly SplitPart[], index: number, assigneeId: number): SplitEdit {
  if (!parts[index]) return fail("no_such_part");
  return { ok: true, parts: parts.map((part, i) => (i === index ? { ...part, assigneeId } : part)) };
}

/**
 * Sets where a part ends (typed `HH:MM`/`HHMM` or picked), moving the next part's start with it.
 * The end must lie strictly between the part's start and the next part's end, which also rules out
 * the original shift's own start and end times. The last part always ends with the original shift.
 */
export function setPartEnd(
  parts: readonly SplitPart[],
  index: number,
  endTime: string,
  source: SplitSource,
): SplitEdit {
  const part = parts[index];
  const next = parts[index + 1];
  if (!part) return fail("no_such_part");
  if (!next) return fail("last_part_end");
  const input = parseTimeInput(endTime);
  if (!input.ok) return fail("invalid_time");
  if (input.value === null) return fail("required");
  const originStart = parseTimeOfDay(source.startTime);
  const minute = parseTimeOfDay(input.value);
  if (originStart === null || minute === null) return fail("invalid_time");
  const offset = (minute - originStart + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  if (offset <= part.start || offset >= next.end) return fail("out_of_range");
  const moved = parts.map((p, i) =>
    i === index ? { ...p, end: offset } : i === index + 1 ? { ...p, start: offset } : p,
  );
  return { ok: true, parts: moved };
}

/** `HH:mm` start and end of a part, for its card and time fields. */
export function partTimes(
  part: SplitPart,
  source: SplitSource,
): { startTime: string; endTime: string } | null {
  const originStart = parseTimeOfDay(source.startTime);
  if (originStart === null) return null;
  return {
    startTime: formatTimeOfDay(originStart + part.start),
    endTime: formatTimeOfDay(originStart + part.end),
  };
}

/**
 * Why the split cannot be saved, or null when it can (Save is enabled). With one part the split is
 * a hand-over of the whole shift, so its assignee must differ from the original user.
 */
export function splitSaveError(parts: readonly SplitPart[], source: SplitSource): SplitError | null {
  const whole = startSplit(source)?.[0];
  if (parts.length === 0 || !whole) return "no_parts";
  if (parts.length > MAX_SPLIT_PARTS) return "too_many_parts";
  if (parts.some((part) => part.end - part.start < MIN_PART_MINUTES)) return "part_too_short";
  const contiguous = parts.every((part, i) => part.start === (i === 0 ? 0 : parts[i - 1]?.end));
  if (!contiguous || parts[parts.length - 1]?.end !== whole.end) return "not_contiguous";
  if (parts.length === 1 && parts[0]?.assigneeId === source.assigneeId) return "same_assignee";
  return null;
}
