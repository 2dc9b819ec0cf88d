import { type KeyboardEvent, useCallback } from "react";
import type { GridColumn, GridRowModel } from "../../lib/grid-model";

export interface CellPosition {
  userId: number;
  date: string;
}

/**
 * Arrow keys move between staff-days (group headers and week totals are skipped), Home and End go
 * to the row's first and last day, Enter opens the cell, Escape closes what is open.
 */
export function useGridKeyboard(options: {
  rows: readonly GridRowModel[];
  columns: readonly GridColumn[];
  focus: CellPosition | null;
  moveTo: (position: CellPosition) => void;
  onEnter: (position: CellPosition) => void;
  onEscape: () => void;
}) {
  const { rows, columns, focus, moveTo, onEnter, onEscape } = options;
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === "Escape") {
        onEscape();
        return;
      }
      if (focus === null) return;
      const staff = rows.flatMap((row) => (row.kind === "staff" ? [row.employee.userId] : []));
      const days = columns.flatMap((column) => (column.kind === "day" ? [column.date] : []));
      const rowIndex = staff.indexOf(focus.userId);
      const dayIndex = days.indexOf(focus.date);
      if (rowIndex < 0 || dayIndex < 0) return;
      const go = (row: number, day: number) => {
        const userId = staff[Math.max(0, Math.min(staff.length - 1, row))];
        const date = days[Math.max(0, Math.min(days.length - 1, day))];
        if (userId !== undefined && date !== undefined) moveTo({ userId, date });
      };
      switch (event.key) {
        case "ArrowUp":
          go(rowIndex - 1, dayIndex);
          break;
        case "ArrowDown":
          go(rowIndex + 1, dayIndex);
          break;
        case "ArrowLeft":
          go(rowIndex, dayIndex - 1);
          break;
        case "ArrowRight":
          go(rowIndex, dayIndex + 1);
          break;
        case "Home":
          go(event.ctrlKey ? 0 : rowIndex, 0);
          break;
        case "End":
          go(event.ctrlKey ? staff.length - 1 : rowIndex, days.length - 1);
          break;
        case "Enter":
          onEnter(focus);
          break;
        default:
          return;
      }
      event.preventDefault();
    },
    [rows, columns, focus, moveTo, onEnter, onEscape],
  );
}
