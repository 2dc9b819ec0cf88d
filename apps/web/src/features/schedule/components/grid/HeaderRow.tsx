import { dayOfWeek } from "@rosterly/domain/time";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../../lib/formatter-context";
import type { GridColumn } from "../../lib/grid-model";

export const WEEKDAYS = [
  "schedule.weekdays.sun",
  "schedule.weekdays.mon",
  "schedule.weekdays.tue",
  "schedule.weekdays.wed",
  "schedule.weekdays.thu",
  "schedule.weekdays.fri",
  "schedule.weekdays.sat",
] as const;

/** The sticky day header: weekday and date, weekends shaded, out-of-balance days marked (G-004). */
export const HeaderRow = memo(function HeaderRow(props: {
  columns: readonly GridColumn[];
  offsets: readonly number[];
  firstColumn: number;
  lastColumn: number;
  imbalanceDates: ReadonlySet<string>;
  today: string;
  dayLabel?: (date: string) => string;
}) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { columns, offsets, firstColumn, lastColumn, imbalanceDates, today } = props;
  const cells = [];
  for (let index = firstColumn; index <= lastColumn; index += 1) {
    const column = columns[index];
    if (column === undefined) continue;
    const left = offsets[index] ?? 0;
    if (column.kind === "week") {
      cells.push(
        <div
          key={`w${column.week}`}
          role="columnheader"
          aria-colindex={index + 2}
          className="head week"
          style={{ left }}
        >
          <span aria-hidden>{t("schedule.grid.weekHours", { week: column.week + 1 })}</span>
          <span className="sr-only">{t("scheduleGrid.head.week", { week: column.week + 1 })}</span>
        </div>,
      );
      continue;
    }
    const imbalanced = imbalanceDates.has(column.date);
    const isToday = column.date === today;
    const classes = ["head", column.weekend && "weekend", imbalanced && "imbalance", isToday && "today"];
    cells.push(
      <div
        key={column.date}
        role="columnheader"
        aria-colindex={index + 2}
        aria-current={isToday ? "date" : undefined}
        className={classes.filter(Boolean).join(" ")}
        style={{ left }}
        title={imbalanced ? t("schedule.grid.imbalanceDay") : undefined}
      >
        <span className="weekday">{t(WEEKDAYS[dayOfWeek(column.date)] ?? "schedule.weekdays.sun")}</span>
        <span className="day">
          {props.dayLabel ? props.dayLabel(column.date) : formatter.date(column.date, "monthDay")}
        </span>
        {/* Today: not the colour alone, a bar under the date (styles) and the word for screen readers. */}
        {isToday && <span className="sr-only">{t("schedule.grid.today")}</span>}
        {/* Not the colour alone: a mark on the day, and words for screen readers. */}
        {imbalanced && (
          <>
            <span className="imbalance-mark" aria-hidden>
              ≠
            </span>
            <span className="sr-only">{t("schedule.grid.imbalanceDay")}</span>
          </>
        )}
      </div>,
    );
  }
  return (
    <div role="row" aria-rowindex={1} className="header">
      <div role="columnheader" aria-colindex={1} className="name corner">
        {t("schedule.grid.staff")}
      </div>
      {cells}
    </div>
  );
});
