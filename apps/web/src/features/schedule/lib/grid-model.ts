/**
 * The grid's geometry: one column per day of the period with a week-total column after every 7th
 * day (G-005), and the staff rows under a header per job type group. Sizes are fixed, so the
 * virtualisers know every offset without measuring.
 */
import type { Employee } from "@rosterly/contract";
import { DAYS_PER_WEEK, datesBetween, isWeekend } from "@rosterly/domain/time";
import type { StaffGroup } from "./staff-rows";

export const DAY_WIDTH = 52;
export const WEEK_WIDTH = 56;
export const ROW_HEIGHT = 44;
export const GROUP_HEIGHT = 28;
export const HEADER_HEIGHT = 44;
export const TOTALS_LINE_HEIGHT = 22;

export type GridColumn =
  | { kind: "day"; date: string; weekend: boolean; week: number }
  | { kind: "week"; week: number; startDate: string };

export function gridColumns(period: { startOn: string; endOn: string }): GridColumn[] {
  const columns: GridColumn[] = [];
  const dates = datesBetween(period.startOn, period.endOn);
  dates.forEach((date, i) => {
    const week = Math.floor(i / DAYS_PER_WEEK);
    columns.push({ kind: "day", date, weekend: isWeekend(date), week });
    if ((i + 1) % DAYS_PER_WEEK === 0 || i === dates.length - 1)
      columns.push({ kind: "week", week, startDate: dates[week * DAYS_PER_WEEK] ?? date });
  });
  return columns;
}

export const columnWidth = (column: GridColumn) => (column.kind === "day" ? DAY_WIDTH : WEEK_WIDTH);

export function columnOffsets(columns: readonly GridColumn[]): number[] {
  const offsets: number[] = [];
  let left = 0;
  for (const column of columns) {
    offsets.push(left);
    left += columnWidth(column);
  }
  offsets.push(left);
  return offsets;
}

export type GridRowModel =
  | { kind: "group"; key: string; group: StaffGroup; count: number }
  | { kind: "staff"; key: string; employee: Employee };

export function gridRows(
  groups: readonly StaffGroup[],
  visible: (employee: Employee) => boolean,
): GridRowModel[] {
  const rows: GridRowModel[] = [];
  for (const group of groups) {
    const staff = group.staff.filter(visible);
    if (staff.length === 0) continue;
    rows.push({ kind: "group", key: `group-${group.jobTypeId ?? "none"}`, group, count: staff.length });
    for (const employee of staff) rows.push({ kind: "staff", key: `user-${employee.userId}`, employee });
  }
  return rows;
}

export const rowHeight = (row: GridRowModel) => (row.kind === "group" ? GROUP_HEIGHT : ROW_HEIGHT);
