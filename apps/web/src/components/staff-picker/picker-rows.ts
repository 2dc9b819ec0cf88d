/**
 * The staff picker's rows (H-019…H-021): each person of a tab with what they already have that day,
 * grouped by category (assigned, available, off duty, canceled) and then by job type, filtered and
 * sorted as the picker's toolbar says. Pure, so the rules are tested without a screen.
 */
import type { Employee, JobType, Shift } from "@rosterly/contract";

export const CATEGORIES = ["assigned", "available", "offDuty", "canceled"] as const;
export type PickerCategory = (typeof CATEGORIES)[number];

export type PickerSort = "name_asc" | "name_desc" | "overtime_recent" | "overtime_oldest";

export interface PickerRow {
  employee: Employee;
  category: PickerCategory;
  /** The shift that decided the category, if any. */
  shift: Shift | null;
  /** The date of their last overtime shift before the day, `YYYY-MM-DD`; null when none. */
  lastOvertime: string | null;
}

export interface PickerGroup {
  category: PickerCategory;
  rows: PickerRow[];
}

function categoryOfShift(shift: Shift): PickerCategory {
  if (shift.canceled) return "canceled";
  if (shift.flexOn) return "available";
  return "assigned";
}

/**
 * H-020: a working shift makes the person assigned, a canceled one canceled, an available (flex on)
 * one available, none off duty. With several shifts a non-available one replaces an available one.
 */
export function categoryOf(shifts: readonly Shift[]): { category: PickerCategory; shift: Shift | null } {
  let found: { category: PickerCategory; shift: Shift | null } = { category: "offDuty", shift: null };
  for (const shift of shifts) {
    if (shift.giveaway || shift.swapped) continue;
    const category = categoryOfShift(shift);
    if (found.shift === null || found.category === "available" || category === "assigned")
      found = { category, shift };
  }
  return found;
}

const NO_OVERTIME = "1970-01-01";

export function pickerRows(input: {
  staff: readonly Employee[];
  shiftsOfDay: readonly Shift[];
  lastOvertime: ReadonlyMap<number, string | null>;
}): PickerRow[] {
  const byUser = new Map<number, Shift[]>();
  for (const shift of input.shiftsOfDay) {
    const list = byUser.get(shift.assigneeId) ?? [];
    list.push(shift);
    byUser.set(shift.assigneeId, list);
  }
  return input.staff.map((employee) => ({
    employee,
    ...categoryOf(byUser.get(employee.userId) ?? []),
    lastOvertime: input.lastOvertime.get(employee.userId) ?? null,
  }));
}

export interface PickerFilter {
  search: string;
  jobTypeIds: readonly number[];
  shiftTypeIds: readonly number[];
  excludeUserIds: readonly number[];
}

export function filterRows(rows: readonly PickerRow[], filter: PickerFilter): PickerRow[] {
  const needle = filter.search.trim().toLocaleLowerCase();
  const excluded = new Set(filter.excludeUserIds);
  const jobTypes = new Set(filter.jobTypeIds);
  const shiftTypes = new Set(filter.shiftTypeIds);
  return rows.filter((row) => {
    const person = row.employee;
    if (excluded.has(person.userId)) return false;
    if (person.state !== "active") return false;
    if (needle !== "" && !person.fullName.toLocaleLowerCase().includes(needle)) return false;
    if (jobTypes.size > 0 && (person.jobTypeId === null || !jobTypes.has(person.jobTypeId))) return false;
    if (shiftTypes.size > 0 && (person.shiftTypeId === null || !shiftTypes.has(person.shiftTypeId)))
      return false;
    return true;
  });
}

function compareRows(sort: PickerSort) {
  const byName = (a: PickerRow, b: PickerRow) =>
    a.employee.lastName.localeCompare(b.employee.lastName) ||
    a.employee.firstName.localeCompare(b.employee.firstName) ||
    a.employee.userId - b.employee.userId;
  const overtime = (row: PickerRow) => row.lastOvertime ?? NO_OVERTIME;
  switch (sort) {
    case "name_asc":
      return byName;
    case "name_desc":
      return (a: PickerRow, b: PickerRow) => byName(b, a);
    case "overtime_recent":
      return (a: PickerRow, b: PickerRow) => overtime(b).localeCompare(overtime(a)) || byName(a, b);
    case "overtime_oldest":
      return (a: PickerRow, b: PickerRow) => overtime(a).localeCompare(overtime(b)) || byName(a, b);
  }
}

/** H-019: category groups in their fixed order, each by job type rank, then as sorted. */
export function groupRows(
  rows: readonly PickerRow[],
  jobTypes: readonly JobType[],
  sort: PickerSort,
): PickerGroup[] {
  const rank = new Map(
    jobTypes.map((jobType, index) => [jobType.id, jobType.rank > 0 ? jobType.rank : 1000 + index]),
  );
  const rankOf = (row: PickerRow) =>
    row.employee.jobTypeId === null ? Number.MAX_SAFE_INTEGER : (rank.get(row.employee.jobTypeId) ?? 10_000);
  const compare = compareRows(sort);
  return CATEGORIES.map((category) => ({
    category,
    rows: rows
      .filter((row) => row.category === category)
      .sort((a, b) => rankOf(a) - rankOf(b) || compare(a, b)),
  })).filter((group) => group.rows.length > 0);
}

/** H-023: adding is ignored at the limit (0 = none) or for someone already chosen. */
export function addToSelection(
  selected: readonly number[],
  userId: number,
  limit: number,
): readonly number[] {
  if (selected.includes(userId)) return selected;
  if (limit > 0 && selected.length >= limit) return selected;
  return [...selected, userId];
}
