import AddRounded from "@mui/icons-material/AddRounded";
import {
  Box,
  Button,
  Drawer,
  LinearProgress,
  Stack,
  ToggleButton,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import type { Department, Hospital, ScheduleEvent, Shift } from "@rosterly/contract";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../../components/EmptyState";
import { useDepartmentEvents, useDepartmentShifts } from "../../../../lib/scheduling/list-queries";
import { useScheduleValidation } from "../../../../lib/scheduling/use-schedule-validation";
import { validationContext } from "../../../../lib/scheduling/validation-input";
import { defaultScheduleDate } from "../../hooks/use-schedule-date";
import { useScheduleWindow } from "../../hooks/use-schedule-window";
import { type EmployeeFilter, employeeWeeks, matchingShifts } from "../../lib/employee-weeks";
import { eventsByUser, shiftsByUser } from "../../lib/entries-by-user";
import { buildHighlights } from "../../lib/highlights";
import { scheduleLookups } from "../../lib/lookups";
import { departmentStaff } from "../../lib/staff-rows";
import { weekHours } from "../../lib/week-hours";
import type { ActivityContext, ActivityPanel } from "../MasterSchedule";
import { ScheduleSelector } from "../toolbar/ScheduleSelector";
import { EmployeeShiftCard } from "./EmployeeActivityCards";
import { EmployeeWeekList } from "./EmployeeWeekList";
import { LastShiftsBar } from "./LastShiftsBar";

const FILTERS: readonly EmployeeFilter[] = ["conflicts", "consecutive", "overtime"];
const PANEL_HEIGHT = 560;

export interface EmployeeScheduleProps {
  hospital: Hospital;
  /** The person's department: its periods, its grid's data and validators. */
  department: Department;
  userId: number;
  weeklyHours: number;
  today: string;
  canEdit: boolean;
  isReadOnly: (state: string) => boolean;
  /** The activity editors, composed by the screen (as in the master schedule). */
  renderActivity: (panel: ActivityPanel, context: ActivityContext) => ReactNode;
  /** More tools beside the period picker for the shown period (the open-shift bids, N-009). */
  renderTools?: (period: { startOn: string; endOn: string }) => ReactNode;
}

/**
 * The employee dialog's schedule (N-005..N-010): one person's period by week from the same cached
 * data and validators as the grid (so the schedule's live channel keeps it current), the activity
 * editors beside it, and filters for conflicts, consecutive shifts and overtime.
 */
export function EmployeeSchedule(props: EmployeeScheduleProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down("md"));
  const { hospital, department, userId, today, canEdit, renderActivity } = props;
  const [date, setDate] = useState(() => defaultScheduleDate(hospital, department, today));
  const { schedule, period, window } = useScheduleWindow(hospital, department.id, date);
  const staffIds = useMemo(() => {
    const ids = departmentStaff(hospital, department.id).map((employee) => employee.userId);
    return ids.includes(userId) ? ids : [...ids, userId];
  }, [hospital, department.id, userId]);
  const shifts = useDepartmentShifts(department.id, window, staffIds);
  const events = useDepartmentEvents(department.id, window);
  const lookups = useMemo(() => scheduleLookups(hospital), [hospital]);
  const context = useMemo(
    () => (period ? validationContext(hospital, department, period) : null),
    [hospital, department, period],
  );
  const validation = useScheduleValidation(context, shifts.data, events.data, {
    mode: "schedule",
    viewerIsStaff: false,
  });
  const highlights = useMemo(
    () => buildHighlights(validation.results).byUser.get(userId),
    [validation.results, userId],
  );
  const own = useMemo(() => shiftsByUser(shifts.data ?? []).get(userId), [shifts.data, userId]);
  const ownEvents = useMemo(() => eventsByUser(events.data ?? []).get(userId), [events.data, userId]);

  const [panel, setPanel] = useState<ActivityPanel | null>(null);
  const [filters, setFilters] = useState<ReadonlySet<EmployeeFilter>>(new Set());
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const departments = useMemo(() => new Map(hospital.departments.map((d) => [d.id, d.name])), [hospital]);
  const departmentName = (id: number) => departments.get(id) ?? "";

  const loading = schedule.isPending || (period !== null && (shifts.isPending || events.isPending));
  const failed = schedule.isError || shifts.isError || events.isError;
  const readOnly = schedule.data ? props.isReadOnly(schedule.data.state) : true;

  const weeks =
    period === null
      ? []
      : employeeWeeks(
          period,
          own?.byDate,
          ownEvents?.byDate,
          weekHours(
            validation.state,
            { userId, weeklyHours: props.weeklyHours },
            own?.items ?? [],
            period,
            lookups.flagTraits,
          ),
          highlights,
        );
  const matches = matchingShifts(own?.items ?? [], highlights, filters);
  const openShift = (shift: Shift) =>
    setPanel({ kind: "shift", userId, date: shift.date, shiftId: shift.id });
  // A shift from the last-shift browser may lie in another period: show that period, then the shift.
  const openPastShift = (shift: Shift) => {
    setDate(shift.date);
    openShift(shift);
  };
  const openEvent = (event: ScheduleEvent) => setPanel({ kind: "event", eventId: event.id });
  const selection =
    panel?.kind === "shift"
      ? { kind: "shift" as const, id: panel.shiftId }
      : panel?.kind === "event"
        ? { kind: "event" as const, id: panel.eventId }
        : null;
  const addDate = period && today >= period.startOn && today <= period.endOn ? today : period?.startOn;
  const toggle = <T,>(set: ReadonlySet<T>, value: T): ReadonlySet<T> => {
    const next = new Set(set);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    return next;
  };

  const list = (
    <Stack spacing={1.5}>
      {filters.size > 0 ? (
        matches.length === 0 ? (
          <Typography color="text.secondary" data-testid="no-activities">
            {t("employeeDialog.schedule.noActivities")}
          </Typography>
        ) : (
          <Stack spacing={0.5} aria-label={t("employeeDialog.schedule.matches")} role="group">
            {matches.map((shift) => (
              <EmployeeShiftCard
                key={shift.id}
                shift={shift}
                lookups={lookups}
                departmentName={`${departmentName(shift.departmentId)} · ${shift.date}`}
                selected={selection?.kind === "shift" && selection.id === shift.id}
                onOpen={openShift}
              />
            ))}
          </Stack>
        )
      ) : (
        <EmployeeWeekList
          weeks={weeks}
          collapsed={collapsed}
          onToggle={(index) => setCollapsed((current) => toggle(current, index))}
          highlights={highlights}
          lookups={lookups}
          departmentName={departmentName}
          selection={selection}
          onOpenShift={openShift}
          onOpenEvent={openEvent}
        />
      )}
    </Stack>
  );

  const details =
    panel === null || !schedule.data ? (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid="employee-schedule-hint">
        {t("employeeDialog.schedule.hint")}
      </Typography>
    ) : (
      renderActivity(panel, {
        scheduleId: schedule.data.id,
        departmentId: department.id,
        readOnly,
        close: () => setPanel(null),
      })
    );

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
        {period && (
          <ScheduleSelector
            department={department}
            period={period}
            state={schedule.data?.state ?? null}
            onApply={(next) => {
              setPanel(null);
              setDate(next);
            }}
          />
        )}
        {canEdit && !readOnly && addDate && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddRounded />}
            onClick={() => setPanel({ kind: "add", userId, date: addDate })}
          >
            {t("employeeDialog.schedule.add")}
          </Button>
        )}
        {period && props.renderTools?.(period)}
      </Stack>
      <LastShiftsBar
        userId={userId}
        today={today}
        lookups={lookups}
        departmentName={departmentName}
        selectedShiftId={selection?.kind === "shift" ? selection.id : null}
        onOpen={openPastShift}
      />
      {loading && !failed && <LinearProgress aria-label={t("employeeDialog.schedule.loading")} />}
      {failed && (
        <EmptyState
          illustration="error"
          title={t("schedule.loadFailedTitle")}
          message={t("schedule.loadFailed")}
        />
      )}
      {!loading && !failed && schedule.data && (
        <Box sx={{ display: "flex", flexDirection: narrow ? "column" : "row", gap: 2 }}>
          <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
            <Box
              sx={{ height: narrow ? undefined : PANEL_HEIGHT, overflow: "auto", pr: narrow ? 0 : 1 }}
              data-testid="employee-schedule-list"
            >
              {list}
            </Box>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: "wrap", alignItems: "center" }}
              role="group"
              aria-label={t("employeeDialog.schedule.filters")}
            >
              {FILTERS.map((filter) => (
                <ToggleButton
                  key={filter}
                  size="small"
                  value={filter}
                  selected={filters.has(filter)}
                  onChange={() => setFilters((current) => toggle(current, filter))}
                >
                  {t(`employeeDialog.schedule.filter.${filter}`)}
                </ToggleButton>
              ))}
              {filters.size > 0 && (
                <Button size="small" onClick={() => setFilters(new Set())}>
                  {t("employeeDialog.schedule.clearFilters")}
                </Button>
              )}
            </Stack>
          </Stack>
          {narrow ? (
            panel !== null && (
              <Drawer
                anchor="right"
                open
                onClose={() => setPanel(null)}
                slotProps={{
                  paper: { sx: { width: "100%" }, "aria-label": t("employeeDialog.schedule.details") },
                }}
              >
                {details}
              </Drawer>
            )
          ) : (
            <Box
              component="aside"
              aria-label={t("employeeDialog.schedule.details")}
              sx={{
                width: 400,
                flexShrink: 0,
                height: PANEL_HEIGHT,
                overflow: "auto",
                border: 1,
                borderColor: "divider",
                borderRadius: 1,
              }}
            >
              {details}
            </Box>
          )}
        </Box>
      )}
    </Stack>
  );
}
