import Add from "@mui/icons-material/Add";
import { Box, Button, CircularProgress, Link } from "@mui/material";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../../components/EmptyState";
import { useUnsavedChanges } from "../../../../components/unsaved/use-unsaved-changes";
import { useFormatter } from "../../../../lib/formatter-context";
import { useDayShifts } from "../../api/get-day-shifts";
import { useEditorSession } from "../../lib/editor-session";
import { offeredShiftTypes } from "../../lib/offered-shift-types";
import { staffIdsOf } from "../../lib/reference";
import { newShiftValues } from "../../lib/shift-form";
import { DateFieldsProvider } from "../common/DateFieldsProvider";
import { PanelFrame } from "../common/PanelFrame";
import { ShiftEditor } from "../shift-editor/ShiftEditor";
import { ShiftReadOnlyView } from "../shift-editor/ShiftReadOnlyView";
import { ShiftTabs } from "./ShiftTabs";
import { StaffHeader } from "./StaffHeader";
import { useShiftTabs } from "./use-shift-tabs";

/** Z-020: the daily schedule's route. */

export interface ShiftDetailsPanelProps {
  departmentId: number;
  /** The schedule on screen; its validator results are refreshed after every change. */
  scheduleId: number;
  userId: number;
  date: string;
  focusShiftId?: number;
  /** The schedule (or the screen) allows no changes; the user's own rights are checked too. */
  readOnly: boolean;
  onClose: () => void;
  /**
   * Opens the daily schedule for this person and day (F-031). The screen passes it only where a
   * daily schedule screen exists; the link also needs the user's daily-schedule access.
   */
  onGoToDaily?: (date: string, userId: number) => void;
}

/**
 * A person's shifts on one day (F-030): the staff header, a tab per shift, the editor (or the
 * read-only view), an add-shift button and the way to the daily schedule (F-031).
 */
export function ShiftDetailsPanel(props: ShiftDetailsPanelProps) {
  const { departmentId, userId, date, focusShiftId, readOnly, onClose, onGoToDaily } = props;
  const { t } = useTranslation();
  const formatter = useFormatter();
  const session = useEditorSession();
  const { reference } = session;
  const staffIds = useMemo(() => staffIdsOf(reference, departmentId), [reference, departmentId]);
  const target = useMemo(() => ({ departmentId, staffIds }), [departmentId, staffIds]);
  const day = useDayShifts({ departmentId, userId, date, staffIds });
  const shifts = useMemo(() => day.data ?? [], [day.data]);
  const tabs = useShiftTabs({ shifts, focusShiftId });
  const editable = !readOnly && session.canEdit;
  const employee = reference.employees.get(userId);
  useUnsavedChanges(`shift-details:${userId}:${date}`, editable && tabs.anyDirty);

  const addShift = () =>
    tabs.addNew(
      newShiftValues({
        date,
        departmentId,
        assigneeId: userId,
        type: offeredShiftTypes(reference, employee)[0],
      }),
    );
  const goToDaily = () => {
    onClose();
    onGoToDaily?.(date, userId);
  };
  const selected = tabs.selected;

  return (
    <DateFieldsProvider>
      <PanelFrame
        label={t("activityEditor.details.label")}
        title={formatter.date(date, "weekdayDate")}
        subtitle={employee?.fullName}
        onClose={onClose}
        actions={
          editable && (
            <Button size="small" startIcon={<Add />} onClick={addShift}>
              {t("activityEditor.details.addShift")}
            </Button>
          )
        }
      >
        <StaffHeader employee={employee} reference={reference} />
        {day.isPending && (
          <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
            <CircularProgress aria-label={t("activityEditor.loading")} />
          </Box>
        )}
        {day.isError && <EmptyState illustration="error" message={t("activityEditor.details.loadFailed")} />}
        {day.isSuccess && tabs.tabs.length > 1 && (
          <ShiftTabs
            tabs={tabs.tabs}
            selectedKey={selected?.key ?? null}
            reference={reference}
            onSelect={tabs.select}
          />
        )}
        {day.isSuccess && selected === null && <EmptyState message={t("activityEditor.details.noShifts")} />}
        {selected &&
          (editable ? (
            <ShiftEditor
              key={selected.key}
              shift={selected.shift}
              draft={selected.values}
              baseline={selected.baseline}
              session={session}
              target={target}
              onChange={(values) => tabs.change(selected.key, selected.baseline, values)}
              onReset={() => tabs.reset(selected.key)}
              onSaved={(saved) => tabs.saved(selected.key, saved)}
              onRemoved={() => (selected.shift ? tabs.reset(selected.key) : tabs.removeNew(selected.key))}
            />
          ) : (
            selected.shift && <ShiftReadOnlyView shift={selected.shift} session={session} />
          ))}
        {onGoToDaily && session.canViewDaily && (
          <Box sx={{ mt: 3 }}>
            <Link component="button" type="button" onClick={goToDaily}>
              {t("activityEditor.details.goToDaily")}
            </Link>
          </Box>
        )}
      </PanelFrame>
    </DateFieldsProvider>
  );
}
