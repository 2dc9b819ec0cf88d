import { Box } from "@mui/material";
import type { ScheduleEvent, Shift } from "@rosterly/contract";
import { Fragment, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { timeRange } from "../../../../components/shift-symbol/look";
import { useFormatter } from "../../../../lib/formatter-context";
import type { ScheduleLookups } from "../../lib/lookups";

/** What is only on paper: hidden on screen, shown when printed. */
const PAPER_ONLY = { display: "none", displayPrint: "block" } as const;

/**
 * The printed page's head: whose schedule, the period and its state, and when it was printed (the
 * time is taken again just before printing, so a page left open prints the right one).
 */
export function OwnSchedulePrintHeader(props: {
  personName: string;
  period: { startOn: string; endOn: string };
  stateLabel: string;
}) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const printedAt = usePrintTime();
  return (
    <Box component="header" sx={PAPER_ONLY} data-print-header="">
      <Box component="p" sx={{ m: 0, fontSize: "1.25rem", fontWeight: 700 }}>
        {t("schedule.staff.title", { name: props.personName })}
      </Box>
      <Box component="p" sx={{ m: 0, mt: 0.5 }}>
        {formatter.date(props.period.startOn, "date")} – {formatter.date(props.period.endOn, "date")} ·{" "}
        {t("schedulePrint.state", { state: props.stateLabel })} ·{" "}
        {t("schedulePrint.printedAt", { time: formatter.date(printedAt, "dateTime") })}
      </Box>
    </Box>
  );
}

/** The printed legend: the shift types, flags and events this person has in the period, and the marks. */
export function OwnSchedulePrintLegend(props: {
  shifts: readonly Shift[];
  events: readonly ScheduleEvent[];
  lookups: ScheduleLookups;
}) {
  const { t } = useTranslation();
  const { lookups } = props;
  const typeIds = [...new Set(props.shifts.map((shift) => shift.typeId))];
  const flagIds = [...new Set(props.shifts.flatMap((shift) => shift.flags))];
  const eventLooks = new Map(
    props.events.map((event) => {
      const look = lookups.eventLook(event.typeId, event.typeName);
      return [look.name, look] as const;
    }),
  );
  return (
    <Box
      component="section"
      aria-label={t("schedulePrint.legend")}
      sx={{
        ...PAPER_ONLY,
        breakInside: "avoid",
        "& dl": { display: "grid", gridTemplateColumns: "repeat(2, auto 1fr)", columnGap: 1, m: 0 },
        "& dt": { fontWeight: 700 },
        "& dd": { m: 0 },
      }}
    >
      <Box component="p" sx={{ m: 0, mb: 0.5, fontWeight: 700 }}>
        {t("schedulePrint.legend")}
      </Box>
      <dl>
        {typeIds.map((id) => {
          const type = lookups.shiftTypes.get(id);
          if (!type) return null;
          return (
            <Fragment key={`s${id}`}>
              <dt>{type.name}</dt>
              <dd>{timeRange(type.startTime, type.endTime, false)}</dd>
            </Fragment>
          );
        })}
        {flagIds.map((id) => {
          const flag = lookups.flags.get(id);
          if (!flag) return null;
          return (
            <Fragment key={`f${id}`}>
              <dt>{flag.shortCode}</dt>
              <dd>{flag.name}</dd>
            </Fragment>
          );
        })}
        {[...eventLooks.values()].map((look) => (
          <Fragment key={`e${look.name}`}>
            <dt>{look.short}</dt>
            <dd>{look.name}</dd>
          </Fragment>
        ))}
        <dt>{t("schedule.errors.conflictShort")}</dt>
        <dd>{t("schedulePrint.conflict")}</dd>
        <dt>{t("schedule.errors.consecutiveShort")}</dt>
        <dd>{t("schedulePrint.consecutive")}</dd>
        <dt>▲</dt>
        <dd>{t("schedulePrint.overtime")}</dd>
      </dl>
    </Box>
  );
}

/** Now, taken again whenever the browser is about to print. */
function usePrintTime(): string {
  const [now, setNow] = useState(() => new Date().toISOString());
  useEffect(() => {
    const update = () => setNow(new Date().toISOString());
    window.addEventListener("beforeprint", update);
    return () => window.removeEventListener("beforeprint", update);
  }, []);
  return now;
}
