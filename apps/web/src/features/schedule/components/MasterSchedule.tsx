import { Alert, LinearProgress, Stack } from "@mui/material";
import type { Department, Hospital, Schedule } from "@rosterly/contract";
import { normalizeScheduleState } from "@rosterly/domain/schedule";
import { addDays } from "@rosterly/domain/time";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/EmptyState";
import { useDepartmentEvents, useDepartmentShifts } from "../../../lib/scheduling/list-queries";
import { scheduleRequests } from "../../../lib/scheduling/schedule-requests";
import { useGuarded } from "../hooks/use-guarded";
import { usePrefetchPeriod } from "../hooks/use-prefetch-period";
import { usePrefetchWhenSettled } from "../hooks/use-prefetch-when-settled";
import { defaultScheduleDate, useScheduleDate } from "../hooks/use-schedule-date";
import { useScheduleWindow } from "../hooks/use-schedule-window";
import { readFilter, type ScheduleFilter, writeFilter } from "../lib/filters";
import { scheduleLookups } from "../lib/lookups";
import type { ProposalOverlay } from "../lib/proposal";
import { NO_MARKS, type RequestMark, requestMarks } from "../lib/request-marks";
import { departmentStaff } from "../lib/staff-rows";
import type { CellPosition } from "./grid/use-grid-keyboard";
import {
  type ActivityPanel,
  type OpenShiftRequest,
  type OpenShiftSlots,
  type RequestSlots,
  ScheduleBody,
  type SchedulePanel,
} from "./ScheduleBody";
import { ScheduleToolbar } from "./toolbar/ScheduleToolbar";

export type { ActivityPanel, OpenShiftRequest, OpenShiftSlots, ProposalOverlay, RequestSlots, SchedulePanel };

/** The schedule shown, for the parts another feature adds to the screen. */
export interface ScheduleSlotContext {
  schedule: Schedule;
  department: Department;
  readOnly: boolean;
}

/** Filling the schedule with the roster generator, composed in by the screen. */
export interface FillSlots {
  /** The toolbar action (and whatever it opens). */
  action: (context: ScheduleSlotContext) => ReactNode;
  /** The proposal under review, drawn in the grid when it is this schedule's. */
  proposal: ProposalOverlay | null;
  /** Its review (differences, validator results, accept or discard), above the grid. */
  review: (context: ScheduleSlotContext) => ReactNode;
}

export interface ActivityContext {
  scheduleId: number;
  departmentId: number;
  readOnly: boolean;
  close: () => void;
  /** Opens the daily schedule of a day (for a person), when the screen offers it. */
  goToDaily?: (date: string, userId?: number) => void;
}

export interface MasterScheduleProps {
  hospital: Hospital;
  userId: number;
  viewerIsStaff: boolean;
  /** C-009: masterSchedule at default and not staff. */
  canEdit: boolean;
  /** F-009: combines `canEdit` with the configured editability of a state. */
  isReadOnly: (state: string) => boolean;
  department: Department;
  departments: readonly Department[];
  onDepartmentChange: (id: number) => void;
  today: string;
  /** The activity editors, composed by the screen. */
  renderActivity: (panel: ActivityPanel, context: ActivityContext) => ReactNode;
  /** The open-shift panel and creation, composed by the screen when the user has open-shift access. */
  openShifts?: OpenShiftSlots;
  /** Opens the daily schedule of a date; given by the screen when the user may view daily schedules. */
  onGoToDaily?: (date: string, userId?: number) => void;
  /** "Fill the schedule", composed by the screen for those who may edit. */
  fill?: FillSlots;
  /** The request reviews, composed by the screen when the user may see requests. */
  requests?: RequestSlots;
  /** More toolbar actions for the loaded schedule, composed by the screen (another feature's). */
  toolbarActions?: (schedule: Schedule) => ReactNode;
}

/** `/scheduling/schedule` for management: toolbar, read-only banner, the grid and its side panels. */
export function MasterSchedule(props: MasterScheduleProps) {
  const { t } = useTranslation();
  const { hospital, userId, department, today, isReadOnly, canEdit } = props;
  const guarded = useGuarded();
  const [date, setDate] = useScheduleDate(hospital, department, today);
  const { schedule, period, window } = useScheduleWindow(hospital, department.id, date);
  const staffIds = useMemo(
    () => departmentStaff(hospital, department.id).map((e) => e.userId),
    [hospital, department.id],
  );
  const shifts = useDepartmentShifts(department.id, window, staffIds);
  const events = useDepartmentEvents(department.id, window);
  const lookups = useMemo(() => scheduleLookups(hospital), [hospital]);
  const [filter, setFilterState] = useState<ScheduleFilter>(() => readFilter(userId));
  const setFilter = useCallback(
    (next: ScheduleFilter) => {
      setFilterState(next);
      writeFilter(userId, next);
    },
    [userId],
  );
  const prefetchPeriod = usePrefetchPeriod(hospital);
  // The periods either side, loaded ahead: schedulers mostly move on to the one they are building or
  // look back at the last, and live updates keep every cached window of the department current. The
  // following one first. Only periods that exist: asking for a date beyond the department's periods
  // would have the server create one nobody asked for.
  const followingStart = period ? addDays(period.endOn, 1) : null;
  const precedingEnd = period ? addDays(period.startOn, -1) : null;
  const known = department.schedulingPeriods;
  const following = known.find((candidate) => candidate.startOn === followingStart);
  const preceding = known.find((candidate) => candidate.endOn === precedingEnd);
  usePrefetchWhenSettled(prefetchPeriod, department.id, following?.startOn ?? null);
  usePrefetchWhenSettled(prefetchPeriod, department.id, preceding?.startOn ?? null);
  const [panel, setPanel] = useState<SchedulePanel | null>(null);
  const [focusRequest, setFocusRequest] = useState<CellPosition | null>(null);

  const requests = props.requests;
  const hasRequests = requests !== undefined;
  const setRequest = requests?.onOpen;
  const openPanel = useCallback(
    (next: SchedulePanel | null) =>
      guarded(() => {
        setPanel(next);
        if (next !== null) setRequest?.(null);
      }),
    [guarded, setRequest],
  );
  const marks = useMemo(
    () => (hasRequests && schedule.data ? requestMarks(scheduleRequests(schedule.data)) : NO_MARKS),
    [hasRequests, schedule.data],
  );
  const onOpenRequest = useCallback(
    (mark: RequestMark) =>
      guarded(() => {
        setPanel(null);
        setRequest?.({ contentType: mark.contentType, id: mark.id });
      }),
    [guarded, setRequest],
  );
  const applyDate = useCallback(
    (next: string) =>
      guarded(() => {
        setPanel(null);
        setDate(next);
      }),
    [guarded, setDate],
  );
  // A department's period starts loading when it is about to be chosen or is chosen, not after the
  // screen has re-rendered down to its queries; what is loading or loaded is not asked again.
  const loadDepartment = (id: number) => {
    const next = props.departments.find((candidate) => candidate.id === id);
    if (next) prefetchPeriod(id, defaultScheduleDate(hospital, next, today));
  };
  const changeDepartment = (id: number) =>
    guarded(() => {
      loadDepartment(id);
      setPanel(null);
      setDate(null);
      props.onDepartmentChange(id);
    });

  const stateName = (state: string) => {
    const known = normalizeScheduleState(state);
    return known === null ? state : t(`schedule.states.${known}`);
  };
  const readOnly = schedule.data ? isReadOnly(schedule.data.state) : true;
  const slotContext: ScheduleSlotContext | null = schedule.data
    ? { schedule: schedule.data, department, readOnly }
    : null;
  const loading = schedule.isPending || shifts.isPending || events.isPending;
  const failed = schedule.isError || shifts.isError || events.isError;

  return (
    <Stack spacing={1.5}>
      <ScheduleToolbar
        hospital={hospital}
        department={department}
        departments={props.departments}
        onDepartmentChange={changeDepartment}
        onDepartmentIntent={loadDepartment}
        schedule={schedule.data ?? null}
        period={period}
        onApplyDate={applyDate}
        onPickDate={(picked) => prefetchPeriod(department.id, picked)}
        canEdit={canEdit && !props.viewerIsStaff}
        filter={filter}
        onFilterChange={setFilter}
        panel={panel?.kind ?? null}
        onTogglePanel={(kind) => openPanel(panel?.kind === kind ? null : { kind })}
        openShifts={props.openShifts !== undefined}
        actions={
          <>
            {props.fill && slotContext ? props.fill.action(slotContext) : null}
            {schedule.data && props.toolbarActions ? props.toolbarActions(schedule.data) : null}
          </>
        }
      />
      {schedule.data && readOnly && (
        <Alert severity="info" role="status">
          {canEdit
            ? t("schedule.readOnly.state", { state: stateName(schedule.data.state) })
            : t("schedule.readOnly.permission")}
        </Alert>
      )}
      {props.fill && slotContext && props.fill.review(slotContext)}
      {loading && !failed && <LinearProgress aria-label={t("schedule.loading")} />}
      {failed && (
        <EmptyState
          illustration="error"
          title={t("schedule.loadFailedTitle")}
          message={t("schedule.loadFailed")}
        />
      )}
      {schedule.data && period && shifts.data && events.data && (
        <ScheduleBody
          hospital={hospital}
          department={department}
          schedule={schedule.data}
          period={period}
          shifts={shifts.data}
          events={events.data}
          filter={filter}
          lookups={lookups}
          viewerIsStaff={props.viewerIsStaff}
          readOnly={readOnly}
          today={today}
          panel={panel}
          openPanel={openPanel}
          closePanel={() => openPanel(null)}
          focusRequest={focusRequest}
          onJump={(position) => setFocusRequest({ ...position })}
          renderActivity={props.renderActivity}
          openShifts={props.openShifts}
          onGoToDaily={props.onGoToDaily}
          proposal={props.fill?.proposal ?? null}
          requests={requests}
          requestMarks={marks}
          onOpenRequest={requests ? onOpenRequest : undefined}
        />
      )}
    </Stack>
  );
}
