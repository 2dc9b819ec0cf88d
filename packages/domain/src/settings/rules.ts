// Leaf checks of the hospital settings. Each answers the value to store or its issues.
import { checkReference, type ReferenceKind } from "../configuration/references.ts";
import { isIsoDate } from "../fields/date.ts";
import { normalizeText } from "../fields/text.ts";
import { fail, type FieldError } from "../fields/result.ts";
import { parseDateFormat } from "./date-format.ts";
import {
  accept,
  type Issue,
  isRecord,
  joinPath,
  leaf,
  type LeafResult,
  reject,
  type SettingsContext,
  type SettingsNode,
} from "./tree.ts";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export const booleanSetting = (): SettingsNode =>
  leaf((value) =>
    typeof value === "boolean"
      ? accept(value)
      : reject(fail("validation.type", { expected: "true or false" })),
  );

export function integerError(value: unknown, min: number, max: number, step = 1): FieldError | null {
  if (typeof value !== "number" || !Number.isFinite(value)) return fail("validation.numeric");
  if (!Number.isInteger(value)) return fail("validation.integer");
  if (value < min) return fail("validation.min_value", { min });
  if (value > max) return fail("validation.max_value", { max });
  if (value % step !== 0) return fail("validation.multiple_of", { step });
  return null;
}

export const integerSetting = (min: number, max: number, step = 1): SettingsNode =>
  leaf((value) => {
    const error = integerError(value, min, max, step);
    return error === null ? accept(value) : reject(error);
  });

/** A stored date (YYYY-MM-DD), optionally required to fall on one weekday (0 = Sunday). */
export const dateSetting = (options: { weekday?: number; nullable?: boolean } = {}): SettingsNode =>
  leaf((value) => {
    const { weekday } = options;
    if (value === null && options.nullable === true) return accept(null);
    if (typeof value !== "string" || !isIsoDate(value)) return reject(fail("validation.date"));
    if (weekday !== undefined && new Date(`${value}T00:00:00Z`).getUTCDay() !== weekday)
      return reject(fail("validation.weekday", { weekday: WEEKDAYS[weekday] ?? "" }));
    return accept(value);
  });

export const dateFormatSetting = (): SettingsNode =>
  leaf((value) => {
    if (typeof value !== "string") return reject(fail("validation.type", { expected: "text" }));
    const parsed = parseDateFormat(value);
    return parsed.ok ? accept(value) : reject(parsed);
  });

function listOf(value: unknown, max: number): LeafResult | unknown[] {
  if (!Array.isArray(value)) return reject(fail("validation.type", { expected: "a list" }));
  const list: unknown[] = value;
  if (list.length > max) return reject(fail("validation.max_items", { max }));
  return list;
}

/** Unknown keys of a list item are refused, so a typo never silently drops a value. */
function unknownKeys(item: Record<string, unknown>, allowed: readonly string[], at: string): Issue[] {
  return Object.keys(item)
    .filter((key) => !allowed.includes(key))
    .map((key) => ({ path: joinPath(at, key), error: fail("validation.unknown_key", { key }) }));
}

/** A region's holidays: distinct dates, each with a name; stored in date order. */
export const holidayListSetting = (): SettingsNode =>
  leaf((value) => {
    const list = listOf(value, 366);
    if (!Array.isArray(list)) return list;
    const issues: Issue[] = [];
    const seen = new Set<string>();
    const out: { date: string; name: string }[] = [];
    list.forEach((item, index) => {
      if (!isRecord(item)) {
        issues.push({ path: String(index), error: fail("validation.type", { expected: "an object" }) });
        return;
      }
      issues.push(...unknownKeys(item, ["date", "name"], String(index)));
      const date = item.date;
      if (typeof date !== "string" || !isIsoDate(date))
        issues.push({ path: joinPath(index, "date"), error: fail("validation.date") });
      else if (seen.has(date))
        issues.push({ path: joinPath(index, "date"), error: fail("validation.duplicate", { value: date }) });
      else seen.add(date);
      const name = normalizeText(typeof item.name === "string" ? item.name : "", {
        required: true,
        maxLength: 100,
      });
      if (!name.ok) issues.push({ path: joinPath(index, "name"), error: name });
      if (typeof date === "string" && name.ok) out.push({ date, name: name.value });
    });
    if (issues.length > 0) return { ok: false, issues };
    return accept(out.sort((a, b) => a.date.localeCompare(b.date)));
  });

/** Distinct ids of live rows of the organisation (obsolete ones only if already chosen). */
export function checkIds(
  value: unknown,
  kind: ReferenceKind,
  context: SettingsContext,
  options: { required?: boolean; max?: number } = {},
): LeafResult {
  const list = listOf(value, options.max ?? 500);
  if (!Array.isArray(list)) return list;
  if (options.required === true && list.length === 0) return reject(fail("validation.required"));
  const issues: Issue[] = [];
  const ids: number[] = [];
  list.forEach((id, index) => {
    const path = String(index);
    if (typeof id !== "number" || !Number.isInteger(id)) {
      issues.push({ path, error: fail("validation.integer") });
    } else if (ids.includes(id)) {
      issues.push({ path, error: fail("validation.duplicate", { value: id }) });
    } else {
      const check = checkReference(context.refs[kind], kind, id, context.previous[kind]);
      if (!check.ok) issues.push({ path, error: check });
      ids.push(id);
    }
  });
  return issues.length > 0 ? { ok: false, issues } : accept(ids);
}

export const idListSetting = (
  kind: ReferenceKind,
  options: { required?: boolean; nullable?: boolean } = {},
) =>
  leaf((value, context) =>
    value === null && options.nullable === true ? accept(null) : checkIds(value, kind, context, options),
  );

const prefixed = (result: LeafResult, at: string): Issue[] =>
  result.ok ? [] : result.issues.map((issue) => ({ ...issue, path: joinPath(at, issue.path) }));

/**
 * Consecutive-shift rules (E-012, Z-037): each names the job types it applies to and, per shift
 * type id, the most consecutive days of that shift type allowed.
 */
export const consecutiveShiftRulesSetting = (): SettingsNode =>
  leaf((value, context) => {
    const list = listOf(value, 50);
    if (!Array.isArray(list)) return list;
    const issues: Issue[] = [];
    const out: { jobTypes: number[]; shiftTypes: Record<string, number> }[] = [];
    list.forEach((item, index) => {
      const at = String(index);
      if (!isRecord(item)) {
        issues.push({ path: at, error: fail("validation.type", { expected: "an object" }) });
        return;
      }
      issues.push(...unknownKeys(item, ["jobTypes", "shiftTypes"], at));
      const jobTypes = checkIds(item.jobTypes, "jobType", context, { required: true });
      issues.push(...prefixed(jobTypes, joinPath(at, "jobTypes")));
      const limits = shiftTypeLimits(item.shiftTypes, context, joinPath(at, "shiftTypes"));
      issues.push(...limits.issues);
      if (jobTypes.ok && Array.isArray(jobTypes.value))
        out.push({
          jobTypes: jobTypes.value.filter((id): id is number => typeof id === "number"),
          shiftTypes: limits.value,
        });
    });
    return issues.length > 0 ? { ok: false, issues } : accept(out);
  });

/** `{shiftTypeId: maximum}` with at least one entry; each maximum a whole number of days, 1-31. */
function shiftTypeLimits(value: unknown, context: SettingsContext, at: string) {
  const issues: Issue[] = [];
  const out: Record<string, number> = {};
  if (!isRecord(value) || Object.keys(value).length === 0) {
    issues.push({
      path: at,
      error: isRecord(value)
        ? fail("validation.required")
        : fail("validation.type", { expected: "an object" }),
    });
    return { value: out, issues };
  }
  for (const [key, limit] of Object.entries(value)) {
    const path = joinPath(at, key);
    const id = /^[1-9]\d*$/.test(key) ? Number(key) : null;
    const reference =
      id === null
        ? fail("validation.integer")
        : checkReference(context.refs.shiftType, "shiftType", id, context.previous.shiftType);
    if (!reference.ok) issues.push({ path, error: reference });
    const error = integerError(limit, 1, 31);
    if (error !== null) issues.push({ path, error });
    if (reference.ok && error === null) out[key] = Number(limit);
  }
  return { value: out, issues };
}
