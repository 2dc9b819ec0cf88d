import ArrowBackRounded from "@mui/icons-material/ArrowBackRounded";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import { Button, LinearProgress, Stack } from "@mui/material";
import type { Department } from "@rosterly/contract";
import { normalizeScheduleState } from "@rosterly/domain/schedule";
import { datesBetween, isLocalDate } from "@rosterly/domain/time";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { EmptyState } from "../../components/EmptyState";
import { PrintableSchedule } from "../../features/schedule/components/print/PrintableSchedule";
import { useGridData } from "../../features/schedule/hooks/use-grid-data";
import { DEFAULT_FILTER } from "../../features/schedule/lib/filters";
import { scheduleLookups } from "../../features/schedule/lib/lookups";
import { departmentStaff } from "../../features/schedule/lib/staff-rows";
import { useFormatter } from "../../lib/formatter-context";
import { useDepartmentEvents, useDepartmentShifts } from "../../lib/scheduling/list-queries";
import { useScheduleFor } from "../../lib/scheduling/schedule-queries";
import { fetchWindow } from "../../lib/scheduling/window";
import { useActiveDepartment } from "../../lib/session/active-department-context";
import { useSession } from "../../lib/session/session-context";
import { schedulingDepartments } from "../scheduling/scheduling-departments";
import { todayIn } from "./today";

const NONE: never[] = [];

/**
 * `/scheduling/print?dept=&date=`: the period of a department containing `date`, laid out for paper
 * (landscape pages, header and names repeated, a legend), with the print button above it on screen.
 */
export default function SchedulePrintPage() {
  const { t } = useTranslation();
  const { hospital, actor } = useSession();
  const { activeDepartmentId } = useActiveDepartment();
  const formatter = useFormatter();
  const [params] = useSearchParams();
  const { departments, department: active } = schedulingDepartments(hospital, actor, activeDepartmentId);
  const department = departments.find((d) => d.id === Number(params.get("dept"))) ?? active;
  const requested = params.get("date");
  const date = requested !== null && isLocalDate(requested) ? requested : todayIn(formatter.timeZone);
  if (department === null)
    return <EmptyState title={t("schedule.noDepartmentTitle")} message={t("schedule.noDepartment")} />;
  return <PrintScreen key={`${department.id}:${date}`} department={department} date={date} />;
}

function PrintScreen({ department, date }: { department: Department; date: string }) {
  const { t } = useTranslation();
  const { hospital } = useSession();
  const formatter = useFormatter();
  const schedule = useScheduleFor(department.id, date);
  const startOn = schedule.data?.startOn;
  const endOn = schedule.data?.endOn;
  const period = useMemo(() => (startOn && endOn ? { startOn, endOn } : null), [startOn, endOn]);
  const range = useMemo(() => (period ? fetchWindow(period) : null), [period]);
  const staffIds = useMemo(
    () => departmentStaff(hospital, department.id).map((e) => e.userId),
    [hospital, department.id],
  );
  const shifts = useDepartmentShifts(department.id, range, staffIds);
  const events = useDepartmentEvents(department.id, range);
  const lookups = useMemo(() => scheduleLookups(hospital), [hospital]);
  const shown = period ?? { startOn: date, endOn: date };
  const data = useGridData({
    hospital,
    department,
    period: shown,
    shifts: shifts.data,
    events: events.data,
    filter: DEFAULT_FILTER,
    lookups,
    viewerIsStaff: false,
  });
  const dates = useMemo(() => datesBetween(shown.startOn, shown.endOn), [shown.startOn, shown.endOn]);
  const [printedAt] = useState(() => formatter.date(new Date().toISOString(), "dateTime"));
  const loading = schedule.isPending || shifts.isPending || events.isPending;
  const failed = schedule.isError || shifts.isError || events.isError;
  const state = schedule.data ? normalizeScheduleState(schedule.data.state) : null;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ displayPrint: "none", flexWrap: "wrap" }} useFlexGap>
        <Button
          component={RouterLink}
          to={`/scheduling/schedule?date=${date}`}
          startIcon={<ArrowBackRounded />}
          variant="outlined"
        >
          {t("schedulePrint.back")}
        </Button>
        <Button
          variant="contained"
          startIcon={<PrintOutlined />}
          disabled={loading || failed}
          onClick={() => window.print()}
        >
          {t("schedulePrint.print")}
        </Button>
      </Stack>
      {loading && !failed && <LinearProgress aria-label={t("schedulePrint.loading")} />}
      {failed && (
        <EmptyState
          illustration="error"
          title={t("schedulePrint.loadFailedTitle")}
          message={t("schedulePrint.loadFailed")}
        />
      )}
      {!loading && !failed && schedule.data && (
        <PrintableSchedule
          departmentName={department.name}
          period={shown}
          stateLabel={state === null ? schedule.data.state : t(`schedule.states.${state}`)}
          printedAt={printedAt}
          dates={dates}
          rows={data.rows}
          shifts={shifts.data ?? NONE}
          events={events.data ?? NONE}
          shiftIndex={data.shiftIndex}
          eventIndex={data.eventIndex}
          highlights={data.highlights}
          hours={data.hours}
          lookups={lookups}
        />
      )}
    </Stack>
  );
}
