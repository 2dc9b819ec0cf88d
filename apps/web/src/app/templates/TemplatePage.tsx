import PlaylistAddCheckRounded from "@mui/icons-material/PlaylistAddCheckRounded";
import { Alert, Button, LinearProgress, Stack, Typography } from "@mui/material";
import { can, canEditShifts } from "@rosterly/domain/permissions";
import { isReadOnly, periodContaining } from "@rosterly/domain/schedule";
import { templateLength } from "@rosterly/domain/templates";
import { addDays, dayOfWeek, diffDays } from "@rosterly/domain/time";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { EmptyState } from "../../components/EmptyState";
import { ScheduleGrid } from "../../features/schedule/components/grid/ScheduleGrid";
import type { CellPosition } from "../../features/schedule/components/grid/use-grid-keyboard";
import { WEEKDAYS } from "../../features/schedule/components/grid/HeaderRow";
import { DepartmentSwitcher } from "../../features/schedule/components/toolbar/DepartmentSwitcher";
import { useGridData } from "../../features/schedule/hooks/use-grid-data";
import { DEFAULT_FILTER } from "../../features/schedule/lib/filters";
import { scheduleLookups } from "../../features/schedule/lib/lookups";
import { useDepartmentTemplates } from "../../features/templates/api/templates";
import { ApplyTemplateDialog } from "../../features/templates/components/ApplyTemplateDialog";
import { TemplateDayDialog } from "../../features/templates/components/TemplateDayDialog";
import { templateCell, templateShifts } from "../../features/templates/lib/template-grid";
import { useFormatter } from "../../lib/formatter-context";
import { periodSettingsOf, scheduleStatesOf } from "../../lib/scheduling/validation-input";
import { useSession } from "../../lib/session/session-context";
import { todayIn } from "../schedule/today";
import { type DepartmentScope, SchedulingDepartmentPage } from "../scheduling/SchedulingDepartmentPage";

const NO_EVENTS: never[] = [];

/**
 * `/scheduling/template` (J-002, Z-029): the department's staff by the days of its repeating
 * pattern, drawn on the master schedule's grid from the current period's first day so weekdays fall
 * where they will. A cell opens that person's pattern day; "Apply to a period" makes the shifts.
 */
export default function TemplatePage() {
  const navigate = useNavigate();
  const formatter = useFormatter();
  const { perms, actor } = useSession();
  return (
    <SchedulingDepartmentPage>
      {(scope) => (
        <TemplateScreen
          {...scope}
          canEdit={can(perms, "edit", "template")}
          canApply={can(perms, "edit", "template") && canEditShifts(perms, actor.classification)}
          today={todayIn(formatter.timeZone)}
          onOpenSchedule={(date) => void navigate(`/scheduling/schedule?date=${date}`)}
        />
      )}
    </SchedulingDepartmentPage>
  );
}

function TemplateScreen(
  props: DepartmentScope & {
    canEdit: boolean;
    canApply: boolean;
    today: string;
    onOpenSchedule: (date: string) => void;
  },
) {
  const { department, today, canEdit } = props;
  const { t } = useTranslation();
  const { hospital } = useSession();
  const templates = useDepartmentTemplates(department.id);
  const settings = periodSettingsOf(hospital);
  const length = templateLength(settings.periodDays, department.numOfWeeksPerSchedule);
  const anchor = useMemo(() => {
    const current = department.schedulingPeriods.find((period) => period.state === "current");
    if (current) return current.startOn;
    return settings.initialStartDate
      ? periodContaining(today, settings.initialStartDate, settings.periodDays).startOn
      : today;
  }, [department.schedulingPeriods, settings.initialStartDate, settings.periodDays, today]);
  const period = useMemo(() => ({ startOn: anchor, endOn: addDays(anchor, length - 1) }), [anchor, length]);
  const shifts = useMemo(
    () => templateShifts(templates.data ?? [], anchor, department.id),
    [templates.data, anchor, department.id],
  );
  const lookups = useMemo(() => scheduleLookups(hospital), [hospital]);
  const data = useGridData({
    hospital,
    department,
    period,
    shifts,
    events: NO_EVENTS,
    filter: DEFAULT_FILTER,
    lookups,
    viewerIsStaff: false,
  });
  const [editing, setEditing] = useState<CellPosition | null>(null);
  const [applying, setApplying] = useState(false);
  const open = useCallback(
    (position: CellPosition) => {
      if (canEdit) setEditing(position);
    },
    [canEdit],
  );
  const states = useMemo(() => scheduleStatesOf(hospital), [hospital]);
  const canEditShiftsNow = props.canApply;
  const readOnlyOf = useCallback(
    (state: string) => isReadOnly(state, states, canEditShiftsNow),
    [states, canEditShiftsNow],
  );
  const dayName = (date: string) =>
    t("templates.dayName", {
      weekday: t(WEEKDAYS[dayOfWeek(date)] ?? "schedule.weekdays.sun"),
      day: diffDays(date, anchor) + 1,
      week: Math.floor(diffDays(date, anchor) / 7) + 1,
    });
  const cell = editing && templates.data ? templateCell(templates.data, anchor, length, editing) : null;

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: "wrap", alignItems: "center" }}>
        <DepartmentSwitcher
          screenName={t("nav.template")}
          departments={props.departments}
          value={department.id}
          onChange={props.onDepartmentChange}
        />
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {t("templates.pattern", { weeks: Math.ceil(length / 7), days: length })}
        </Typography>
        {props.canApply && (
          <Button
            variant="contained"
            size="small"
            startIcon={<PlaylistAddCheckRounded />}
            onClick={() => setApplying(true)}
            disabled={!templates.data}
            sx={{ ml: { sm: "auto" } }}
          >
            {t("templates.apply.action")}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" id="template-help">
        {canEdit ? t("templates.help") : t("templates.helpReadOnly")}
      </Typography>
      {templates.isPending && <LinearProgress aria-label={t("templates.loading")} />}
      {templates.isError && (
        <EmptyState
          illustration="error"
          title={t("templates.loadFailedTitle")}
          message={t("templates.loadFailed")}
        />
      )}
      {templates.data && templates.data.every((row) => row.shifts.length === 0) && (
        <Alert severity="info" role="status">
          {t("templates.empty")}
        </Alert>
      )}
      {templates.data && (
        <ScheduleGrid
          label={t("templates.gridLabel", { department: department.name })}
          rows={data.rows}
          columns={data.columns}
          shifts={data.shiftIndex}
          events={data.eventIndex}
          highlights={data.highlights}
          hours={data.hours}
          totals={data.totals}
          totalsLabels={data.totalsLabels}
          filter={DEFAULT_FILTER}
          lookups={lookups}
          today=""
          focusRequest={null}
          onOpenCell={open}
          onOpenShift={open}
          onOpenEvent={() => undefined}
          onEscape={() => setEditing(null)}
          dayLabel={(date: string) => t("templates.dayShort", { day: diffDays(date, anchor) + 1 })}
        />
      )}
      {cell && editing && (
        <TemplateDayDialog
          key={`${cell.template.profileId}:${cell.offset}`}
          hospital={hospital}
          employee={hospital.employees[String(editing.userId)]}
          template={cell.template}
          offset={cell.offset}
          dayName={dayName(editing.date)}
          onClose={() => setEditing(null)}
        />
      )}
      {applying && (
        <ApplyTemplateDialog
          hospital={hospital}
          department={department}
          today={today}
          isReadOnly={readOnlyOf}
          onClose={() => setApplying(false)}
          onOpenSchedule={props.onOpenSchedule}
        />
      )}
    </Stack>
  );
}
