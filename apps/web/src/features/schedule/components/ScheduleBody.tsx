import { Box } from "@mui/material";
import type { Department, Hospital, Schedule, ScheduleEvent, Shift } from "@rosterly/contract";
import { datesBetween } from "@rosterly/domain/time";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDeleteCellShift } from "../hooks/use-delete-cell-shift";
import { useGridData } from "../hooks/use-grid-data";
import type { ScheduleFilter } from "../lib/filters";
import type { ScheduleLookups } from "../lib/lookups";
import { isProposedShift, type ProposalOverlay, withProposal } from "../lib/proposal";
import type { RequestMark, RequestMarks } from "../lib/request-marks";
import { KeyboardHelp } from "./grid/KeyboardHelp";
import { ScheduleGrid } from "./grid/ScheduleGrid";
import type { CellPosition } from "./grid/use-grid-keyboard";
import type { ActivityContext } from "./MasterSchedule";
import { DailySummaryPanel } from "./panels/DailySummaryPanel";
import { ErrorsPanel } from "./panels/ErrorsPanel";
import { SidePanel } from "./panels/SidePanel";

export type ActivityPanel =
  | { kind: "add"; userId: number; date: string }
  | { kind: "shift"; userId: number; date: string; shiftId: number }
  | { kind: "event"; eventId: number };
export type SchedulePanel = ActivityPanel | { kind: "errors" } | { kind: "summary" } | { kind: "open" };

/** The request reviews the screen composes in (another feature's): marks open them beside the grid. */
export interface RequestSlots {
  /** The review shown, if any (the screen keeps it in the address). */
  open: Pick<RequestMark, "contentType" | "id"> | null;
  onOpen: (request: Pick<RequestMark, "contentType" | "id"> | null) => void;
  panel: (
    request: Pick<RequestMark, "contentType" | "id">,
    context: { scheduleId: number; close: () => void },
  ) => ReactNode;
}

/** A day's shortfall on one staffing line, as a new open shift would start from it. */
export interface OpenShiftRequest {
  date: string;
  shiftTypeId: number;
  jobTypes: readonly number[];
  opening: number;
}

/** The open-shift parts the screen composes in (another feature's): the period's list and creation. */
export interface OpenShiftSlots {
  panel: (context: { departmentId: number; period: { startOn: string; endOn: string } }) => ReactNode;
  /** Null when the user may not create open shifts. */
  onCreate: ((request: OpenShiftRequest) => void) | null;
}

/** The loaded schedule: the grid and, beside it, the open panel. */
export function ScheduleBody(props: {
  hospital: Hospital;
  department: Department;
  schedule: Schedule;
  period: { startOn: string; endOn: string };
  shifts: readonly Shift[];
  events: readonly ScheduleEvent[];
  filter: ScheduleFilter;
  lookups: ScheduleLookups;
  viewerIsStaff: boolean;
  /** False for a staff member's view of the department: no one else's errors are theirs to see. */
  validate?: boolean;
  readOnly: boolean;
  today: string;
  panel: SchedulePanel | null;
  openPanel: (panel: SchedulePanel | null) => void;
  closePanel: () => void;
  focusRequest: CellPosition | null;
  onJump: (position: CellPosition) => void;
  renderActivity: (panel: ActivityPanel, context: ActivityContext) => ReactNode;
  openShifts?: OpenShiftSlots;
  onGoToDaily?: (date: string, userId?: number) => void;
  /** A proposal under review: its shifts drawn in the grid and counted in the totals and errors. */
  proposal?: ProposalOverlay | null;
  requests?: RequestSlots;
  requestMarks?: RequestMarks;
  onOpenRequest?: (mark: RequestMark) => void;
}) {
  const { t } = useTranslation();
  const { hospital, department, schedule, period, panel, openPanel, closePanel, lookups, readOnly } = props;
  const shifts = useMemo(
    () => withProposal(props.shifts, props.proposal, schedule.id),
    [props.shifts, props.proposal, schedule.id],
  );
  const data = useGridData({
    hospital,
    department,
    period,
    shifts,
    events: props.events,
    filter: props.filter,
    lookups,
    viewerIsStaff: props.viewerIsStaff,
    validate: props.validate,
  });

  // Stable handlers: the grid's rows must not re-render because a handler was re-created.
  // A read-only schedule offers nothing to add; existing entries still open, read-only.
  const onOpenCell = useCallback(
    (position: CellPosition) => {
      if (!readOnly) openPanel({ kind: "add", ...position });
    },
    [openPanel, readOnly],
  );
  // A proposed shift is not saved: there is nothing to open until the proposal is accepted.
  const onOpenShift = useCallback(
    (position: CellPosition, shiftId: number) => {
      if (!isProposedShift({ id: shiftId })) openPanel({ kind: "shift", ...position, shiftId });
    },
    [openPanel],
  );
  const onOpenEvent = useCallback((eventId: number) => openPanel({ kind: "event", eventId }), [openPanel]);
  // The grid's keyboard-only actions (the mouse reaches the same through the panels).
  const onAddCell = useCallback(
    (position: CellPosition) => openPanel({ kind: "add", ...position }),
    [openPanel],
  );
  const deleteShift = useDeleteCellShift(department.id);
  // One shift: delete it after the usual confirmation; several: open them, to choose which.
  const onDeleteShifts = useCallback(
    (position: CellPosition, shiftIds: readonly number[]) => {
      const [only, ...more] = shiftIds;
      if (only === undefined) return;
      if (more.length === 0) void deleteShift(only);
      else onOpenShift(position, only);
    },
    [deleteShift, onOpenShift],
  );
  const onOpenErrors = useCallback(() => openPanel({ kind: "errors" }), [openPanel]);
  const [helpOpen, setHelpOpen] = useState(false);
  const openHelp = useCallback(() => setHelpOpen(true), []);

  const employees = useMemo(
    () => new Map(Object.values(hospital.employees).map((e) => [e.userId, e])),
    [hospital],
  );
  const dates = useMemo(() => datesBetween(period.startOn, period.endOn), [period.startOn, period.endOn]);
  const { onJump } = props;
  const jump = (position: CellPosition) => onJump(position);

  let side: ReactNode = null;
  const sideOpen = panel !== null || (props.requests?.open ?? null) !== null;
  const request = props.requests?.open ?? null;
  if (panel === null && request !== null && props.requests)
    side = (
      <SidePanel title="" bare onClose={() => props.requests?.onOpen(null)}>
        {props.requests.panel(request, {
          scheduleId: schedule.id,
          close: () => props.requests?.onOpen(null),
        })}
      </SidePanel>
    );
  else if (panel?.kind === "errors")
    side = (
      <SidePanel title={t("schedule.panels.errors")} onClose={closePanel}>
        <ErrorsPanel
          results={data.validation.results}
          employees={employees}
          periodStart={period.startOn}
          groupLabel={(jobTypes, shiftTypeId) =>
            `${jobTypes.map((id) => lookups.jobTypes.get(id)?.name ?? `#${id}`).join(", ")} · ${lookups.shiftTypes.get(Number(shiftTypeId))?.name ?? shiftTypeId}`
          }
          firstOfJobTypes={(jobTypes) =>
            data.staff.find((e) => e.jobTypeId !== null && jobTypes.includes(e.jobTypeId))?.userId ?? null
          }
          onJump={jump}
        />
      </SidePanel>
    );
  else if (panel?.kind === "summary")
    side = (
      <SidePanel title={t("schedule.panels.summary")} onClose={closePanel}>
        <DailySummaryPanel
          dates={dates}
          lines={data.totals}
          labels={data.totalsLabels}
          imbalance={data.highlights.imbalance}
          onOpenShift={readOnly ? null : (props.openShifts?.onCreate ?? null)}
          onOpenDaily={props.onGoToDaily ?? null}
          today={props.today}
        />
      </SidePanel>
    );
  else if (panel?.kind === "open")
    side = props.openShifts ? (
      <SidePanel title={t("schedule.panels.openShifts")} onClose={closePanel}>
        {props.openShifts.panel({ departmentId: department.id, period })}
      </SidePanel>
    ) : null;
  else if (panel !== null)
    side = (
      <SidePanel title="" bare onClose={closePanel}>
        {props.renderActivity(panel, {
          scheduleId: schedule.id,
          departmentId: department.id,
          readOnly,
          close: closePanel,
          ...(props.onGoToDaily ? { goToDaily: props.onGoToDaily } : {}),
        })}
      </SidePanel>
    );

  const returnFocus = useReturnFocus(sideOpen);

  return (
    <Box sx={{ display: "flex", gap: 1.5, alignItems: "flex-start" }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: "flex", justifyContent: "flex-end", mt: -1 }}>
          <KeyboardHelp open={helpOpen} onOpen={openHelp} onClose={() => setHelpOpen(false)} />
        </Box>
        <ScheduleGrid
          rows={data.rows}
          columns={data.columns}
          shifts={data.shiftIndex}
          events={data.eventIndex}
          highlights={data.highlights}
          hours={data.hours}
          totals={data.totals}
          totalsLabels={data.totalsLabels}
          filter={props.filter}
          lookups={lookups}
          today={props.today}
          focusRequest={props.focusRequest}
          onOpenCell={onOpenCell}
          onOpenShift={onOpenShift}
          onOpenEvent={onOpenEvent}
          onOpenRequest={props.onOpenRequest}
          requestMarks={props.requestMarks}
          onEscape={closePanel}
          onAddCell={readOnly ? undefined : onAddCell}
          onDeleteShifts={readOnly ? undefined : onDeleteShifts}
          onOpenErrors={props.validate === false ? undefined : onOpenErrors}
          onHelp={openHelp}
          returnFocus={returnFocus}
        />
      </Box>
      {side}
    </Box>
  );
}

/**
 * Counts the side panel's closings that left the focus nowhere (its content was removed with the
 * focus in it), so the grid can bring the focus back to its cell; a closing after the user moved
 * on elsewhere leaves the focus where it is.
 */
function useReturnFocus(sideOpen: boolean): number {
  const [count, setCount] = useState(0);
  const wasOpen = useRef(sideOpen);
  useEffect(() => {
    const closed = wasOpen.current && !sideOpen;
    wasOpen.current = sideOpen;
    const active = document.activeElement;
    if (closed && (active === null || active === document.body || !active.isConnected))
      setCount((n) => n + 1);
  }, [sideOpen]);
  return count;
}
