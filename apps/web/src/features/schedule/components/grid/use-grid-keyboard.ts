import { type KeyboardEvent, useCallback } from "react";
import type { GridColumn, GridRowModel } from "../../lib/grid-model";

export interface CellPosition {
  userId: number;
  date: string;
}

/** What the keys do besides moving; each takes the focused cell. */
export interface GridKeyActions {
  /** Enter or F2: the cell's shift, event or request, or the add menu on an empty cell. */
  onEnter: (position: CellPosition) => void;
  /** Insert, N or +: the add menu, also on a cell that has entries. */
  onAdd?: (position: CellPosition) => void;
  /** Delete or Backspace: delete the cell's shift (the handler asks first). */
  onDelete?: (position: CellPosition) => void;
  /** E: the errors overview. */
  onErrors?: (position: CellPosition) => void;
  /** ?: the keyboard help. */
  onHelp?: () => void;
  onEscape: () => void;
}

/** Staff rows a PageUp or PageDown moves by when the grid cannot say how many fit. */
export const DEFAULT_PAGE_ROWS = 10;

/**
 * The grid's keys (ARIA grid pattern): arrows move between staff-days (group headers and week
 * totals are skipped), Home and End go to the row's first and last day, Ctrl+Home and Ctrl+End to
 * the grid's first and last cell, PageUp and PageDown by a screen of staff; the other keys act on
 * the focused cell (see `GridKeyActions`).
 */
export function useGridKeyboard(
  options: GridKeyActions & {
    rows: readonly GridRowModel[];
    columns: readonly GridColumn[];
    focus: CellPosition | null;
    moveTo: (position: CellPosition) => void;
    /** Staff rows per screen, for PageUp and PageDown. */
    pageRows?: () => number;
  },
) {
  const { rows, columns, focus, moveTo, onEnter, onAdd, onDelete, onErrors, onHelp, onEscape, pageRows } =
    options;
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === "Escape") {
        onEscape();
        return;
      }
      if (focus === null || event.altKey || event.metaKey) return;
      // Keys typed in something else inside the grid (none today) are not the grid's.
      if (!(event.target instanceof Element) || event.target.closest('[role="gridcell"]') === null) return;
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
      const page = Math.max(1, pageRows?.() ?? DEFAULT_PAGE_ROWS);
      const plain = !event.ctrlKey;
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
        case "PageUp":
          go(rowIndex - page, dayIndex);
          break;
        case "PageDown":
          go(rowIndex + page, dayIndex);
          break;
        case "Home":
          go(event.ctrlKey ? 0 : rowIndex, 0);
          break;
        case "End":
          go(event.ctrlKey ? staff.length - 1 : rowIndex, days.length - 1);
          break;
        case "Enter":
        case "F2":
          onEnter(focus);
          break;
        case "Insert":
        case "n":
        case "N":
        case "+":
          if (!plain || onAdd === undefined) return;
          onAdd(focus);
          break;
        case "Delete":
        case "Backspace":
          if (!plain || onDelete === undefined) return;
          onDelete(focus);
          break;
        case "e":
        case "E":
          if (!plain || onErrors === undefined) return;
          onErrors(focus);
          break;
        case "?":
          if (!plain || onHelp === undefined) return;
          onHelp();
          break;
        default:
          return;
      }
      event.preventDefault();
    },
    [rows, columns, focus, moveTo, onEnter, onAdd, onDelete, onErrors, onHelp, onEscape, pageRows],
  );
}
