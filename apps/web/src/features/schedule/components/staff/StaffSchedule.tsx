import PrintOutlined from "@mui/icons-material/PrintOutlined";
import { Alert, Button, LinearProgress, Stack, ToggleButton, ToggleButtonGroup } from "@mui/material";
import type { Department, Hospital, Shift } from "@rosterly/contract";
import { normalizeScheduleState } from "@rosterly/domain/schedule";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../../components/EmptyState";
import { HiddenHeading } from "../../../../components/HiddenHeading";
import {
  useDepartmentEvents,
  useDepartmentShifts,
  useOwnShifts,
} from "../../../../lib/scheduling/list-queries";
import { useScheduleFor } from "../../../../lib/scheduling/schedule-queries";
import { fetchWindow } from "../../../../lib/scheduling/window";
import { usePrefetchFollowingPeriod } from "../../hooks/use-prefetch-following-period";
import { useScheduleDate } from "../../hooks/use-schedule-date";
import { DEFAULT_FILTER } from "../../lib/filters";
import { periodStartFor } from "../../lib/period-start";
import { scheduleLookups } from "../../lib/lookups";
import { departmentStaff } from "../../lib/staff-rows";
import { ScheduleBody } from "../ScheduleBody";
import { ScheduleSelector } from "../toolbar/ScheduleSelector";
import { OwnSchedule } from "./OwnSchedule";

const nothing = () => undefined;
const noActivity = () => null;

/**
 * `/scheduling/staffschedule`: the nurse's own schedule, or their department's (others' shifts as
 * the server shows them to colleagues). Always read-only. The own view prints as the person's page
 * (the controls stay on screen).
 */
export function StaffSchedule(props: {
  hospital: Hospital;
  department: Department;
  userId: number;
  weeklyHours: number;
  today: string;
  /** Shown beside the view switch (the page's own actions, such as asking for time off). */
  actions?: ReactNode;
  /** Shown on each of the nurse's own shifts (the requests they may send about it). */
  shiftActions?: (shift: Shift) => ReactNode;
}) {
  const { t } = useTranslation();
  const { hospital, department, userId, today } = props;
  const [view, setView] = useState<"own" | "department">("own");
  const [date, setDate] = useScheduleDate(hospital, department, today);
  const schedule = useScheduleFor(department.id, periodStartFor(department.schedulingPeriods, date));
  const startOn = schedule.data?.startOn;
  const endOn = schedule.data?.endOn;
  const period = useMemo(() => (startOn && endOn ? { startOn, endOn } : null), [startOn, endOn]);
  const range = useMemo(() => (period ? fetchWindow(period) : null), [period]);
  const own = useOwnShifts(userId, range);
  usePrefetchFollowingPeriod(department.id, userId, period);
  const staff = useMemo(() => departmentStaff(hospital, department.id), [hospital, department.id]);
  const staffIds = useMemo(() => staff.map((e) => e.userId), [staff]);
  const personName = staff.find((e) => e.userId === userId)?.fullName ?? "";
  const state = schedule.data ? normalizeScheduleState(schedule.data.state) : null;
  const stateLabel = state === null ? (schedule.data?.state ?? "") : t(`schedule.states.${state}`);
  const shifts = useDepartmentShifts(view === "department" ? department.id : null, range, staffIds);
  const events = useDepartmentEvents(department.id, range);
  const lookups = useMemo(() => scheduleLookups(hospital), [hospital]);
  const loading =
    schedule.isPending || own.isPending || events.isPending || (view === "department" && shifts.isPending);
  const failed = schedule.isError || own.isError || events.isError || shifts.isError;

  return (
    <Stack spacing={1.5}>
      <HiddenHeading>{t("schedule.staff.title", { name: department.name })}</HiddenHeading>
      <Stack
        direction="row"
        useFlexGap
        spacing={1.5}
        sx={{ flexWrap: "wrap", alignItems: "center", displayPrint: "none" }}
      >
        {period && (
          <ScheduleSelector
            department={department}
            period={period}
            state={schedule.data?.state ?? null}
            onApply={setDate}
          />
        )}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next: "own" | "department" | null) => next && setView(next)}
        >
          <ToggleButton value="own">{t("schedule.staff.mine")}</ToggleButton>
          <ToggleButton value="department">
            {t("schedule.staff.department", { name: department.name })}
          </ToggleButton>
        </ToggleButtonGroup>
        {props.actions}
        {view === "own" && (
          <Button
            variant="outlined"
            startIcon={<PrintOutlined />}
            disabled={loading || failed}
            onClick={() => window.print()}
          >
            {t("schedulePrint.print")}
          </Button>
        )}
      </Stack>
      <Alert severity="info" role="status" sx={{ displayPrint: "none" }}>
        {t("schedule.staff.readOnly")}
      </Alert>
      {loading && !failed && <LinearProgress aria-label={t("schedule.loading")} />}
      {failed && (
        <EmptyState
          illustration="error"
          title={t("schedule.loadFailedTitle")}
          message={t("schedule.loadFailed")}
        />
      )}
      {view === "own" && schedule.data && period && own.data && events.data && (
        <OwnSchedule
          hospital={hospital}
          department={department}
          userId={userId}
          personName={personName}
          stateLabel={stateLabel}
          weeklyHours={props.weeklyHours}
          period={period}
          shifts={own.data}
          events={events.data}
          lookups={lookups}
          shiftActions={props.shiftActions}
        />
      )}
      {view === "department" && schedule.data && period && shifts.data && events.data && (
        <ScheduleBody
          hospital={hospital}
          department={department}
          schedule={schedule.data}
          period={period}
          shifts={shifts.data}
          events={events.data}
          filter={DEFAULT_FILTER}
          lookups={lookups}
          viewerIsStaff
          validate={false}
          readOnly
          today={today}
          panel={null}
          openPanel={nothing}
          closePanel={nothing}
          focusRequest={null}
          onJump={nothing}
          renderActivity={noActivity}
        />
      )}
    </Stack>
  );
}
