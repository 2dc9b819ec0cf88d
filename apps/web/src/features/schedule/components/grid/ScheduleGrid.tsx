import { Box, useMediaQuery, useTheme } from "@mui/material";
import type { ScheduleEvent, Shift } from "@rosterly/contract";
import { useVirtualizer } from "@tanstack/react-virtual";
import { initialViewport, noteViewport } from "./grid-viewport";
import { type MouseEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../../lib/formatter-context";
import { useEmployeeOpener } from "../../../../lib/people/employee-opener";
import { cellText } from "../../lib/cell-text";
import type { EntriesByUser } from "../../lib/entries-by-user";
import { type ScheduleFilter, showsShift } from "../../lib/filters";
import {
  columnOffsets,
  columnWidth,
  type GridColumn,
  type GridRowModel,
  HEADER_HEIGHT,
  ROW_HEIGHT,
  rowHeight,
} from "../../lib/grid-model";
import type { Highlights } from "../../lib/highlights";
import type { ScheduleLookups } from "../../lib/lookups";
import { isProposedShift } from "../../lib/proposal";
import { NO_MARKS, type RequestMark, type RequestMarks } from "../../lib/request-marks";
import type { TotalsLine } from "../../lib/totals";
import { GridRow } from "./GridRow";
import { gridSx, NAME_WIDTH } from "./grid-styles";
import { HeaderRow } from "./HeaderRow";
import { TotalsBlock } from "./TotalsBlock";
import { type CellPosition, DEFAULT_PAGE_ROWS, type GridFocus, useGridKeyboard } from "./use-grid-keyboard";

export interface GridOpenHandlers {
  onOpenCell: (position: CellPosition) => void;
  onOpenShift: (position: CellPosition, shiftId: number) => void;
  onOpenEvent: (eventId: number) => void;
  /** A request marker chosen (click, or Enter on a marked cell); absent without requests. */
  onOpenRequest?: (mark: RequestMark) => void;
  onEscape: () => void;
  /** Insert, N or +: the add menu on the cell, also when it has entries; absent when nothing can be added. */
  onAddCell?: (position: CellPosition) => void;
  /** Delete: the cell's shifts (visible, saved ones), for the screen to confirm and delete. */
  onDeleteShifts?: (position: CellPosition, shiftIds: readonly number[]) => void;
  /** E: the errors overview. */
  onOpenErrors?: () => void;
  /** ?: the keyboard help. */
  onHelp?: () => void;
}

export interface ScheduleGridProps extends GridOpenHandlers {
  rows: readonly GridRowModel[];
  columns: readonly GridColumn[];
  shifts: EntriesByUser<Shift>;
  events: EntriesByUser<ScheduleEvent>;
  highlights: Highlights;
  hours: ReadonlyMap<number, readonly number[]>;
  totals: readonly TotalsLine[];
  totalsLabels: ReadonlyMap<string, string>;
  filter: ScheduleFilter;
  lookups: ScheduleLookups;
  today: string;
  /** A cell to scroll to and focus (errors panel); a new object each request. */
  focusRequest: CellPosition | null;
  requestMarks?: RequestMarks;
  /** The header's text under each weekday (a date by default; a template shows its day numbers). */
  dayLabel?: (date: string) => string;
  /** Cells to mark as changed (a snapshot against the live schedule), by user. */
  changedCells?: ReadonlyMap<number, ReadonlySet<string>>;
  /** The grid's accessible name (the master schedule's by default). */
  label?: string;
  /** Changed to move the focus back to the grid's current cell (a panel or dialog closed). */
  returnFocus?: number;
}

const NO_HOURS: readonly number[] = [];

/** The master schedule grid (F-011): staff by days, virtualised both ways, sticky header, names and totals. */
export function ScheduleGrid(props: ScheduleGridProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("sm"));
  const nameWidth = wide ? NAME_WIDTH.sm : NAME_WIDTH.xs;
  const { rows, columns, shifts, events, highlights, hours, totals, totalsLabels, filter, lookups, today } =
    props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [offsets] = useOffsets(columns);
  const formatter = useFormatter();
  const text = useMemo(() => cellText(t), [t]);
  // Every row names its days the same way: formatted once per grid, not once per cell.
  const dayNames = useMemo(
    () =>
      new Map(
        columns.flatMap((column) =>
          column.kind === "day" ? [[column.date, formatter.date(column.date, "weekdayDate")] as const] : [],
        ),
      ),
    [columns, formatter],
  );
  const [focus, setFocus] = useState<GridFocus | null>(null);
  const openPerson = useEmployeeOpener();
  const wantsFocus = useRef(false);

  const rowVirtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index] ? rowHeight(rows[index]) : 0),
    scrollMargin: HEADER_HEIGHT,
    overscan: 6,
    initialRect: initialViewport(),
    onChange: (instance) => noteViewport(instance.scrollRect),
  });
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (columns[index] ? columnWidth(columns[index]) : 0),
    scrollMargin: nameWidth,
    overscan: 3,
    initialRect: initialViewport(),
  });
  const virtualColumns = columnVirtualizer.getVirtualItems();
  const firstColumn = virtualColumns[0]?.index ?? 0;
  const lastColumn = virtualColumns.at(-1)?.index ?? -1;
  const width = nameWidth + (offsets.at(-1) ?? 0);

  const moveTo = useCallback(
    (position: GridFocus) => {
      wantsFocus.current = true;
      // A new object, so moving to the current cell still renders and focuses it again.
      setFocus({ ...position });
      const rowIndex = rows.findIndex(
        (row) => row.kind === "staff" && row.employee.userId === position.userId,
      );
      const columnIndex = columns.findIndex(
        (column) => column.kind === "day" && column.date === position.date,
      );
      if (rowIndex >= 0) rowVirtualizer.scrollToIndex(rowIndex, { align: "auto" });
      // The names stay in view (sticky), so moving to one scrolls only to its row.
      if (columnIndex >= 0) columnVirtualizer.scrollToIndex(columnIndex, { align: "auto" });
    },
    [rows, columns, rowVirtualizer, columnVirtualizer],
  );

  const { focusRequest, onOpenCell, onOpenShift, onOpenEvent, onOpenRequest, onEscape } = props;
  const { onAddCell, onDeleteShifts, onOpenErrors, onHelp, returnFocus } = props;
  const marks = props.requestMarks ?? NO_MARKS;
  useEffect(() => {
    if (focusRequest) moveTo(focusRequest);
  }, [focusRequest, moveTo]);
  // The latest focus and mover, so the effect below runs only when asked to give the focus back.
  const focusRef = useRef(focus);
  focusRef.current = focus;
  const moveToRef = useRef(moveTo);
  moveToRef.current = moveTo;
  useEffect(() => {
    if (returnFocus !== undefined && focusRef.current !== null) moveToRef.current(focusRef.current);
  }, [returnFocus]);

  // Once the focused cell is rendered (after scrolling), move the browser's focus to it.
  useLayoutEffect(() => {
    if (!wantsFocus.current || focus === null) return;
    const cell = scrollRef.current?.querySelector<HTMLElement>(focusSelector(focus));
    if (cell) {
      wantsFocus.current = false;
      cell.focus({ preventScroll: true });
    }
  });

  const open = useCallback(
    (position: CellPosition) => {
      const dayShifts = shifts.get(position.userId)?.byDate.get(position.date);
      const dayEvents = events.get(position.userId)?.byDate.get(position.date);
      const dayRequest = marks.get(position.userId)?.get(position.date)?.[0];
      if (dayRequest && onOpenRequest) onOpenRequest(dayRequest);
      else if (dayShifts?.[0]) onOpenShift(position, dayShifts[0].id);
      else if (dayEvents?.[0]) onOpenEvent(dayEvents[0].id);
      else onOpenCell(position);
    },
    [shifts, events, marks, onOpenCell, onOpenShift, onOpenEvent, onOpenRequest],
  );
  const remove = useCallback(
    (position: CellPosition) => {
      const saved = (shifts.get(position.userId)?.byDate.get(position.date) ?? []).filter(
        (shift) => showsShift(filter, shift) && !isProposedShift(shift),
      );
      if (saved.length > 0 && onDeleteShifts)
        onDeleteShifts(
          position,
          saved.map((shift) => shift.id),
        );
    },
    [shifts, filter, onDeleteShifts],
  );
  const pageRows = useCallback(() => {
    const height = scrollRef.current?.clientHeight ?? 0;
    return height > 0 ? Math.floor((height - HEADER_HEIGHT) / ROW_HEIGHT) : DEFAULT_PAGE_ROWS;
  }, []);
  const onKeyDown = useGridKeyboard({
    rows,
    columns,
    focus,
    moveTo,
    pageRows,
    onEnter: open,
    onEnterName: openPerson ?? undefined,
    onAdd: onAddCell,
    onDelete: onDeleteShifts ? remove : undefined,
    onErrors: onOpenErrors ? () => onOpenErrors() : undefined,
    onHelp,
    onEscape,
  });
  const weekStarts = useWeekStarts(columns);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element)) return;
    const cell = event.target.closest<HTMLElement>("[data-cell]");
    const [userText, date] = cell?.dataset.cell?.split(":") ?? [];
    if (cell === null || userText === undefined || date === undefined) return;
    const position = { userId: Number(userText), date };
    setFocus(position);
    const shift = event.target.closest<HTMLElement>("[data-shift-id]");
    const entry = event.target.closest<HTMLElement>("[data-event-id]");
    const request = event.target.closest<HTMLElement>("[data-request]")?.dataset.request?.split(":");
    const mark = request
      ? marks
          .get(position.userId)
          ?.get(position.date)
          ?.find((m) => `${m.contentType}:${m.id}` === request.join(":"))
      : undefined;
    if (mark && onOpenRequest) onOpenRequest(mark);
    else if (shift?.dataset.shiftId) onOpenShift(position, Number(shift.dataset.shiftId));
    else if (entry?.dataset.eventId) onOpenEvent(Number(entry.dataset.eventId));
    else onOpenCell(position);
  };

  return (
    <Box
      ref={scrollRef}
      role="grid"
      aria-label={props.label ?? t("schedule.grid.label")}
      aria-rowcount={rows.length + 1 + totals.length}
      aria-colcount={columns.length + 1}
      data-schedule-scroll=""
      sx={gridSx}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        // A cell focused another way (a click, a dialog giving the focus back) becomes the current one.
        const focused = event.target instanceof HTMLElement ? focusOf(event.target) : null;
        if (focused !== null) {
          if (focus?.userId !== focused.userId || focus.date !== focused.date) setFocus(focused);
          return;
        }
        if (focus === null && event.target === scrollRef.current) {
          const first = rows.find((row) => row.kind === "staff");
          const day = columns.find((column) => column.kind === "day");
          if (first?.kind === "staff" && day?.kind === "day")
            moveTo({ userId: first.employee.userId, date: day.date });
        }
      }}
      tabIndex={focus === null ? 0 : -1}
    >
      <div className="header" style={{ width }}>
        <HeaderRow
          columns={columns}
          offsets={offsets}
          firstColumn={firstColumn}
          lastColumn={lastColumn}
          imbalanceDates={highlights.imbalanceDates}
          today={today}
          dayLabel={props.dayLabel}
        />
      </div>
      <div className="canvas" role="rowgroup" style={{ height: rowVirtualizer.getTotalSize(), width }}>
        {rowVirtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          const top = item.start - HEADER_HEIGHT;
          if (row === undefined) return null;
          if (row.kind === "group")
            return (
              <div key={row.key} role="row" aria-rowindex={item.index + 2} className="group" style={{ top }}>
                <div role="rowheader" aria-colindex={1} className="name">
                  {row.group.jobType?.name ?? t("schedule.grid.noJobType")} · {row.count}
                </div>
              </div>
            );
          const userId = row.employee.userId;
          return (
            <GridRow
              key={row.key}
              employee={row.employee}
              rowIndex={item.index}
              top={top}
              columns={columns}
              offsets={offsets}
              firstColumn={firstColumn}
              lastColumn={lastColumn}
              shifts={shifts.get(userId)}
              events={events.get(userId)}
              highlights={highlights.byUser.get(userId)}
              hours={hours.get(userId) ?? NO_HOURS}
              weekStarts={weekStarts}
              focusedDate={focus?.userId === userId ? focus.date : null}
              nameFocused={focus?.userId === userId && focus.date === null}
              filter={filter}
              lookups={lookups}
              text={text}
              dayNames={dayNames}
              requests={marks.get(userId)}
              changed={props.changedCells?.get(userId)}
            />
          );
        })}
      </div>
      {totals.length > 0 && (
        <div style={{ width, position: "sticky", bottom: 0, zIndex: 3 }}>
          <TotalsBlock
            lines={totals}
            labels={totalsLabels}
            imbalance={highlights.imbalance}
            columns={columns}
            offsets={offsets}
            firstColumn={firstColumn}
            lastColumn={lastColumn}
            firstRowIndex={rows.length + 2}
          />
        </div>
      )}
    </Box>
  );
}

/** The element that holds a focus position: the day's cell, or the row's name. */
function focusSelector(focus: GridFocus): string {
  return focus.date === null
    ? `[data-name-cell="${focus.userId}"]`
    : `[data-cell="${focus.userId}:${focus.date}"]`;
}

/** The focus position of an element inside a cell or a name (the name's link counts as its name). */
function focusOf(element: HTMLElement): GridFocus | null {
  const { cell } = element.dataset;
  const [userText, date] = cell?.split(":") ?? [];
  if (userText !== undefined && date !== undefined) return { userId: Number(userText), date };
  const name = element.closest<HTMLElement>("[data-name-cell]")?.dataset.nameCell;
  return name === undefined ? null : { userId: Number(name), date: null };
}

function useOffsets(columns: readonly GridColumn[]) {
  const [cache] = useState(() => new WeakMap<readonly GridColumn[], number[]>());
  let offsets = cache.get(columns);
  if (offsets === undefined) {
    offsets = columnOffsets(columns);
    cache.set(columns, offsets);
  }
  return [offsets] as const;
}

/** The first day of each week of the period, by week number (a cell's week is over the limit when its start is). */
function useWeekStarts(columns: readonly GridColumn[]): ReadonlyMap<number, string> {
  const [cache] = useState(() => new WeakMap<readonly GridColumn[], ReadonlyMap<number, string>>());
  let starts = cache.get(columns);
  if (starts === undefined) {
    const map = new Map<number, string>();
    for (const column of columns) if (column.kind === "week") map.set(column.week, column.startDate);
    starts = map;
    cache.set(columns, starts);
  }
  return starts;
}
