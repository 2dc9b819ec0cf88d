import { type KeyboardEvent, useCallback } from "react";
import type { GridColumn, GridRowModel } from "../../lib/grid-model";

export interface CellPosition {
  userId: number;
  date: string;
}

/** Where the grid's focus is: a staff-day, or the row's name (date null, the first column). */
export interface GridFocus {
  userId: number;
  date: string | null;
}

/** What the keys do besides moving; each takes the focused cell. */
export interface GridKeyActions {
  /** Enter or F2: the cell's shift, event or request, or the add menu on an empty cell. */
  onEnter: (position: CellPosition) => void;
  /** Enter or F2 on a row's name: the person's employee dialog (absent for viewers who may not open it). */
  onEnterName?: (userId: number) => void;
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
 * The grid's keys (ARIA grid pattern): arrows move between the staff rows' names and days (group
 * headers and week totals are skipped; the name is the column left of the first day), Home and End
 * go to the row's first and last day, Ctrl+Home and Ctrl+End to the grid's first and last day,
 * PageUp and PageDown by a screen of staff; the other keys act on the focused cell (see
 * `GridKeyActions`). On a name only Enter and F2 act.
 */
export function useGridKeyboard(
  options: GridKeyActions & {
    rows: readonly GridRowModel[];
    columns: readonly GridColumn[];
    focus: GridFocus | null;
    moveTo: (position: GridFocus) => void;
    /** Staff rows per screen, for PageUp and PageDown. */
    pageRows?: () => number;
  },
) {
  const { rows, columns, focus, moveTo, onEnter, onEnterName, onAdd, onDelete, onErrors, onHelp, onEscape } =
    options;
  const { pageRows } = options;
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === "Escape") {
        onEscape();
        return;
      }
      if (focus === null || event.altKey || event.metaKey) return;
      // Keys typed in something else inside the grid (none today) are not the grid's.
      const target = event.target;
      if (!(target instanceof Element) || target.closest('[role="gridcell"], [role="rowheader"]') === null)
        return;
      const staff = rows.flatMap((row) => (row.kind === "staff" ? [row.employee.userId] : []));
      // Column 0 is the names, then the days.
      const places: readonly (string | null)[] = [
        null,
        ...columns.flatMap((column) => (column.kind === "day" ? [column.date] : [])),
      ];
      const rowIndex = staff.indexOf(focus.userId);
      const dayIndex = places.indexOf(focus.date);
      if (rowIndex < 0 || dayIndex < 0) return;
      const go = (row: number, place: number) => {
        const userId = staff[Math.max(0, Math.min(staff.length - 1, row))];
        const date = places[Math.max(0, Math.min(places.length - 1, place))];
        if (userId !== undefined && date !== undefined) moveTo({ userId, date });
      };
      const { date } = focus;
      const cell = date === null ? null : { userId: focus.userId, date };
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
          go(event.ctrlKey ? 0 : rowIndex, 1);
          break;
        case "End":
          go(event.ctrlKey ? staff.length - 1 : rowIndex, places.length - 1);
          break;
        case "Enter":
        case "F2":
          if (cell !== null) onEnter(cell);
          else if (onEnterName !== undefined) onEnterName(focus.userId);
          else return;
          break;
        case "Insert":
        case "n":
        case "N":
        case "+":
          if (!plain || onAdd === undefined || cell === null) return;
          onAdd(cell);
          break;
        case "Delete":
        case "Backspace":
          if (!plain || onDelete === undefined || cell === null) return;
          onDelete(cell);
          break;
        case "e":
        case "E":
          if (!plain || onErrors === undefined || cell === null) return;
          onErrors(cell);
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
    [
      rows,
      columns,
      focus,
      moveTo,
      onEnter,
      onEnterName,
      onAdd,
      onDelete,
      onErrors,
      onHelp,
      onEscape,
      pageRows,
    ],
  );
}
