import { Box, GlobalStyles } from "@mui/material";
import type { ScheduleEvent, Shift } from "@rosterly/contract";
import { dayOfWeek, isWeekend } from "@rosterly/domain/time";
import { Fragment, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { timeRange } from "../../../../components/shift-symbol/look";
import { useFormatter } from "../../../../lib/formatter-context";
import type { EntriesByUser } from "../../lib/entries-by-user";
import type { GridRowModel } from "../../lib/grid-model";
import type { Highlights } from "../../lib/highlights";
import type { ScheduleLookups } from "../../lib/lookups";
import { printBlocks, printedCell, shiftCodes, usedInPrint } from "../../lib/print-model";
import { WEEKDAYS } from "../grid/HeaderRow";
import { printSheetStyles } from "./print-styles";

export interface PrintableScheduleProps {
  departmentName: string;
  period: { startOn: string; endOn: string };
  stateLabel: string;
  printedAt: string;
  dates: readonly string[];
  rows: readonly GridRowModel[];
  shifts: readonly Shift[];
  events: readonly ScheduleEvent[];
  shiftIndex: EntriesByUser<Shift>;
  eventIndex: EntriesByUser<ScheduleEvent>;
  highlights: Highlights;
  hours: ReadonlyMap<number, readonly number[]>;
  lookups: ScheduleLookups;
}

const NONE: never[] = [];
/** Landscape with narrow margins: a two-week table needs the width. */
const PAGE = { "@page": { size: "landscape", margin: "10mm" } } as const;

/**
 * The period grid as the unit wall needs it: tables of two weeks per landscape page, the day
 * header and the names repeated on every page, each cell in text (codes, status, flags and
 * markers rather than colour), then the legend of what the codes mean.
 */
export function PrintableSchedule(props: PrintableScheduleProps) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { rows, lookups, highlights, hours } = props;
  const blocks = useMemo(() => printBlocks(props.dates), [props.dates]);
  const codes = useMemo(() => shiftCodes(lookups.shiftTypes.values()), [lookups]);
  const used = useMemo(
    () => usedInPrint(props.shifts, props.events, new Set(props.dates)),
    [props.shifts, props.events, props.dates],
  );
  const title = t("schedulePrint.title", {
    department: props.departmentName,
    start: formatter.date(props.period.startOn, "monthDay"),
    end: formatter.date(props.period.endOn, "date"),
  });

  return (
    <Box component="article" aria-label={title} sx={printSheetStyles}>
      <GlobalStyles styles={PAGE} />
      <header className="sheet-header">
        <h1>{title}</h1>
        <p>
          {t("schedulePrint.state", { state: props.stateLabel })} ·{" "}
          {t("schedulePrint.printedAt", { time: props.printedAt })}
        </p>
      </header>
      {blocks.map((block, index) => (
        <section
          key={block.dates[0]}
          className="sheet-block"
          aria-label={t("schedulePrint.page", { page: index + 1, pages: blocks.length })}
        >
          <table>
            <caption>
              {t("schedulePrint.weeks", {
                first: (block.weeks[0] ?? 0) + 1,
                last: (block.weeks.at(-1) ?? 0) + 1,
                start: formatter.date(block.dates[0] ?? "", "monthDay"),
                end: formatter.date(block.dates.at(-1) ?? "", "monthDay"),
              })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="name">
                  {t("schedulePrint.staff")}
                </th>
                {block.dates.map((date) => (
                  <th scope="col" key={date} className={isWeekend(date) ? "day weekend" : "day"}>
                    <span className="weekday">{t(WEEKDAYS[dayOfWeek(date)] ?? "schedule.weekdays.sun")}</span>
                    <span>{formatter.date(date, "monthDay")}</span>
                  </th>
                ))}
                {block.weeks.map((week) => (
                  <th scope="col" key={`w${week}`} className="hours">
                    {t("schedulePrint.weekHours", { week: week + 1 })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) =>
                row.kind === "group" ? (
                  <tr key={row.key} className="group">
                    <th scope="rowgroup" colSpan={1 + block.dates.length + block.weeks.length}>
                      {row.group.jobType?.name ?? t("schedule.grid.noJobType")} · {row.count}
                    </th>
                  </tr>
                ) : (
                  <tr key={row.key} data-user={row.employee.userId}>
                    <th scope="row" className="name">
                      {row.employee.fullName}
                    </th>
                    {block.dates.map((date) => {
                      const user = highlights.byUser.get(row.employee.userId);
                      const cell = printedCell(
                        props.shiftIndex.get(row.employee.userId)?.byDate.get(date) ?? NONE,
                        props.eventIndex.get(row.employee.userId)?.byDate.get(date) ?? NONE,
                        codes,
                        lookups,
                      );
                      return (
                        <td key={date} className={isWeekend(date) ? "weekend" : undefined}>
                          {cell.shifts.map((shift) => (
                            <span key={shift.id} className={shift.struck ? "code struck" : "code"}>
                              {shift.code}
                              {shift.status && ` ${t(`schedule.statusShort.${shift.status}`)}`}
                              {shift.flags.length > 0 && <sup>{shift.flags.join(" ")}</sup>}
                            </span>
                          ))}
                          {cell.events.map((short, i) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: events of a day have no order beyond the list's
                            <span key={i} className="event">
                              [{short}]
                            </span>
                          ))}
                          {user?.conflicts.has(date) && <span className="marker">!</span>}
                          {user?.consecutive.has(date) && <span className="marker">»</span>}
                        </td>
                      );
                    })}
                    {block.weeks.map((week) => {
                      const over = highlights.byUser
                        .get(row.employee.userId)
                        ?.overtimeWeeks.has(props.dates[week * 7] ?? "");
                      return (
                        <td key={`w${week}`} className="hours">
                          {formatter.hours(hours.get(row.employee.userId)?.[week] ?? 0)}
                          {over && <span className="marker">*</span>}
                        </td>
                      );
                    })}
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </section>
      ))}
      <section className="sheet-legend" aria-label={t("schedulePrint.legend")}>
        <h2>{t("schedulePrint.legend")}</h2>
        <dl>
          {[...used.shiftTypes].map((id) => {
            const type = lookups.shiftTypes.get(id);
            if (!type) return null;
            return (
              <Fragment key={`s${id}`}>
                <dt>{codes.get(id)}</dt>
                <dd>
                  {type.name} {timeRange(type.startTime, type.endTime, false)}
                </dd>
              </Fragment>
            );
          })}
          {[...used.flags].map((id) => {
            const flag = lookups.flags.get(id);
            if (!flag) return null;
            return (
              <Fragment key={`f${id}`}>
                <dt>
                  <sup>{flag.shortCode}</sup>
                </dt>
                <dd>{flag.name}</dd>
              </Fragment>
            );
          })}
          {[...used.eventTypes].map((key) => {
            const [typeId = "", ...name] = key.split(":");
            const look = lookups.eventLook(typeId === "" ? null : Number(typeId), name.join(":"));
            return (
              <Fragment key={`e${key}`}>
                <dt>[{look.short}]</dt>
                <dd>{look.name}</dd>
              </Fragment>
            );
          })}
          {(["on_call", "canceled", "giveaway", "swapped", "non_duty", "available"] as const).map(
            (status) => (
              <Fragment key={status}>
                <dt>{t(`schedule.statusShort.${status}`)}</dt>
                <dd>{t(`schedule.status.${status}`)}</dd>
              </Fragment>
            ),
          )}
          <dt>!</dt>
          <dd>{t("schedulePrint.conflict")}</dd>
          <dt>»</dt>
          <dd>{t("schedulePrint.consecutive")}</dd>
          <dt>*</dt>
          <dd>{t("schedulePrint.overtime")}</dd>
        </dl>
      </section>
    </Box>
  );
}
