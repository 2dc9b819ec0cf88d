import type { HistoryChange } from "../../db/schema";
import type { ShiftRow } from "../../repositories/shifts";

type Tracked = keyof ShiftRow;

/** Shift fields the history follows, by their L-001 names. */
const TRACKED: readonly (readonly [string, Tracked])[] = [
  ["assignee", "assigneeId"],
  ["new_assignee", "newAssigneeId"],
  ["date", "date"],
  ["payroll_date", "payrollDate"],
  ["department", "departmentId"],
  ["type", "typeId"],
  ["start_time", "startTime"],
  ["end_time", "endTime"],
  ["flags", "flags"],
  ["flex_on", "available"],
  ["on_call", "onCall"],
  ["canceled", "canceled"],
  ["giveaway", "giveaway"],
  ["swapped", "swapped"],
  ["obligatory", "obligatory"],
  ["overtime", "overtime"],
  ["sitter", "sitter"],
  ["settings", "settings"],
];

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function isBlank(value: unknown): boolean {
  if (value === null || value === false || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === "object" && Object.values(value).every(isBlank);
}

/** Where a shift came from when not from a person's edit: the roster generator. */
export type ShiftSource = "generator";

/**
 * The creation entry: a `created` marker, the source when a tool made it, then the fields the
 * shift was created with (blank ones left out).
 */
export function creationChanges(row: ShiftRow, source?: ShiftSource): HistoryChange[] {
  return [
    { field: "created", old: null, new: true },
    ...(source ? [{ field: "source", old: null, new: source }] : []),
    ...TRACKED.flatMap(([field, key]) => (isBlank(row[key]) ? [] : [{ field, old: null, new: row[key] }])),
  ];
}

/** The tracked fields that differ; comments are not followed (internal comments are not for everyone). */
export function shiftChanges(before: ShiftRow, after: ShiftRow): HistoryChange[] {
  return TRACKED.flatMap(([field, key]) =>
    same(before[key], after[key]) ? [] : [{ field, old: before[key], new: after[key] }],
  );
}
