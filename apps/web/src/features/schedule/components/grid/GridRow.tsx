import WarningAmberRounded from "@mui/icons-material/WarningAmberRounded";
import type { Employee, ScheduleEvent, Shift } from "@rosterly/contract";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { PersonName } from "../../../../components/PersonName";
import { useFormatter } from "../../../../lib/formatter-context";
import { renderProbe } from "../../../../lib/scheduling/render-probe";
import type { UserEntries } from "../../lib/entries-by-user";
import { type ScheduleFilter, showsEvent, showsShift } from "../../lib/filters";
import type { GridColumn } from "../../lib/grid-model";
import type { UserHighlights } from "../../lib/highlights";
import type { ScheduleLookups } from "../../lib/lookups";
import type { RequestMark } from "../../lib/request-marks";
import type { CellText } from "../../lib/cell-text";
import { GridCell } from "./GridCell";

export interface GridRowProps {
  employee: Employee;
  rowIndex: number;
  top: number;
  columns: readonly GridColumn[];
  offsets: readonly number[];
  firstColumn: number;
  lastColumn: number;
  shifts: UserEntries<Shift> | undefined;
  events: UserEntries<ScheduleEvent> | undefined;
  highlights: UserHighlights | undefined;
  hours: readonly number[];
  /** The first day of each week, by week number. */
  weekStarts: ReadonlyMap<number, string>;
  focusedDate: string | null;
  /** The row's name holds the grid's focus. */
  nameFocused?: boolean;
  filter: ScheduleFilter;
  lookups: ScheduleLookups;
  /** The cells' words in the page's language. */
  text: CellText;
  /** Each day as the organisation writes it, with its weekday. */
  dayNames: ReadonlyMap<string, string>;
  /** This person's requests awaiting review, by date. */
  requests?: ReadonlyMap<string, readonly RequestMark[]>;
  /** Days of this user marked as changed. */
  changed?: ReadonlySet<string>;
}

const filtered = <T,>(list: readonly T[] | undefined, keep: (item: T) => boolean) => {
  if (list === undefined) return undefined;
  const kept = list.filter(keep);
  return kept.length === list.length ? list : kept;
};

/**
 * One staff row (memoised by user): the sticky name cell, the visible day cells and the week
 * totals. Its props change only when this user's entries, errors or hours change, when the visible
 * column range moves, or when the focus enters or leaves it.
 */
export const GridRow = memo(function GridRow(props: GridRowProps) {
  renderProbe.row(props.employee.userId);
  const { t } = useTranslation();
  const formatter = useFormatter();
  const {
    employee,
    rowIndex,
    top,
    columns,
    offsets,
    firstColumn,
    lastColumn,
    shifts,
    events,
    highlights,
    hours,
    weekStarts,
  } = props;
  const { focusedDate, filter, lookups } = props;
  const status = employee.jobStatusId === null ? undefined : lookups.jobStatuses.get(employee.jobStatusId);
  const minimum = highlights?.minimum ?? null;
  const cells = [];
  for (let index = firstColumn; index <= lastColumn; index += 1) {
    const column = columns[index];
    const left = offsets[index] ?? 0;
    if (column === undefined) continue;
    if (column.kind === "week") {
      const value = hours[column.week] ?? 0;
      const over = highlights?.overtimeWeeks.has(column.startDate) ?? false;
      const shown = formatter.hours(value);
      cells.push(
        <div
          key={`w${column.week}`}
          role="gridcell"
          aria-colindex={index + 2}
          className={over ? "cell week over" : "cell week"}
          style={{ left }}
        >
          {/* Over the limit: a mark beside the hours, and words for screen readers. */}
          <span aria-hidden>
            {over && <span className="over-mark">▲</span>}
            {shown}
          </span>
          <span className="sr-only">{props.text.weekHours(shown, over)}</span>
        </div>,
      );
      continue;
    }
    const dayShifts = filtered(shifts?.byDate.get(column.date), (shift) => showsShift(filter, shift));
    const dayEvents = filtered(events?.byDate.get(column.date), (event) => showsEvent(filter, event));
    cells.push(
      <GridCell
        key={column.date}
        colIndex={index + 2}
        userId={employee.userId}
        personName={employee.fullName}
        day={props.dayNames.get(column.date) ?? ""}
        date={column.date}
        left={left}
        weekend={column.weekend}
        shifts={dayShifts}
        events={dayEvents}
        conflict={highlights?.conflicts.has(column.date) ?? false}
        consecutive={highlights?.consecutive.has(column.date) ?? false}
        overtime={highlights?.overtimeWeeks.has(weekStarts.get(column.week) ?? "") ?? false}
        focused={focusedDate === column.date}
        changed={props.changed?.has(column.date) ?? false}
        lookups={lookups}
        text={props.text}
        requests={props.requests?.get(column.date)}
      />,
    );
  }
  return (
    <div role="row" aria-rowindex={rowIndex + 2} className="row" style={{ top }} data-user={employee.userId}>
      {/* Reached with the arrows like the day cells (the grid is one tab stop); Enter opens the person. */}
      <div
        role="rowheader"
        aria-colindex={1}
        tabIndex={props.nameFocused ? 0 : -1}
        data-name-cell={employee.userId}
        className={employee.state === "active" ? "name" : "name inactive"}
      >
        <PersonName userId={employee.userId} name={employee.fullName} className="full-name" tabIndex={-1} />
        {status && <span className="code">{status.shortCode}</span>}
        {employee.state !== "active" && <span className="code">{t("schedule.grid.inactive")}</span>}
        {minimum && (
          <WarningAmberRounded
            className="minimum"
            titleAccess={t("schedule.grid.minimumCount", {
              assigned: formatter.hours(minimum.assigned),
              min: minimum.min,
            })}
          />
        )}
      </div>
      {cells}
    </div>
  );
});
