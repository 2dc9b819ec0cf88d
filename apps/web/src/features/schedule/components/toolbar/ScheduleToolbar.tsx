import ErrorOutlineRounded from "@mui/icons-material/ErrorOutlineRounded";
import SummarizeOutlined from "@mui/icons-material/SummarizeOutlined";
import WorkHistoryOutlined from "@mui/icons-material/WorkHistoryOutlined";
import { Stack, ToggleButton, ToggleButtonGroup, Tooltip } from "@mui/material";
import type { Department, Hospital, Schedule } from "@rosterly/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ScheduleFilter } from "../../lib/filters";
import { DepartmentSwitcher } from "./DepartmentSwitcher";
import { FilterMenu } from "./FilterMenu";
import { LifecycleActions } from "./LifecycleActions";
import { ScheduleSelector } from "./ScheduleSelector";

export type PanelKind = "errors" | "summary" | "open";

/** Department, period and state, lifecycle steps, filter and the side panel toggles. */
export function ScheduleToolbar(props: {
  hospital: Hospital;
  department: Department;
  departments: readonly Department[];
  onDepartmentChange: (id: number) => void;
  /** A department about to be chosen in the picker (pressed, pointed at, focused): to start loading it. */
  onDepartmentIntent?: (id: number) => void;
  schedule: Schedule | null;
  period: { startOn: string; endOn: string } | null;
  onApplyDate: (date: string) => void;
  /** A date picked in the selector, before it is applied. */
  onPickDate?: (date: string) => void;
  canEdit: boolean;
  filter: ScheduleFilter;
  onFilterChange: (filter: ScheduleFilter) => void;
  panel: string | null;
  onTogglePanel: (kind: PanelKind) => void;
  /** Whether the open-shift panel is offered (management with open-shift access). */
  openShifts?: boolean;
  /** Actions another feature adds (composed by the screen). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const { hospital, department, departments, schedule, period, panel } = props;
  return (
    <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: "wrap", alignItems: "center" }}>
      <DepartmentSwitcher
        screenName={t("schedule.title")}
        departments={departments}
        value={department.id}
        onChange={props.onDepartmentChange}
        onIntent={props.onDepartmentIntent}
      />
      {period && (
        <ScheduleSelector
          department={department}
          period={period}
          state={schedule?.state ?? null}
          onApply={props.onApplyDate}
          onPick={props.onPickDate}
        />
      )}
      {schedule && <LifecycleActions schedule={schedule} canEdit={props.canEdit} />}
      {props.actions}
      <Stack direction="row" spacing={1} sx={{ ml: { md: "auto" }, alignItems: "center" }}>
        <FilterMenu hospital={hospital} filter={props.filter} onChange={props.onFilterChange} />
        <ToggleButtonGroup size="small" value={panel} exclusive aria-label={t("schedule.panels.label")}>
          <Tooltip title={t("schedule.panels.errors")}>
            <ToggleButton
              value="errors"
              aria-label={t("schedule.panels.errors")}
              onClick={() => props.onTogglePanel("errors")}
            >
              <ErrorOutlineRounded fontSize="small" />
            </ToggleButton>
          </Tooltip>
          <Tooltip title={t("schedule.panels.summary")}>
            <ToggleButton
              value="summary"
              aria-label={t("schedule.panels.summary")}
              onClick={() => props.onTogglePanel("summary")}
            >
              <SummarizeOutlined fontSize="small" />
            </ToggleButton>
          </Tooltip>
          {props.openShifts && (
            <Tooltip title={t("schedule.panels.openShifts")}>
              <ToggleButton
                value="open"
                aria-label={t("schedule.panels.openShifts")}
                onClick={() => props.onTogglePanel("open")}
              >
                <WorkHistoryOutlined fontSize="small" />
              </ToggleButton>
            </Tooltip>
          )}
        </ToggleButtonGroup>
      </Stack>
    </Stack>
  );
}
