import { Alert, Box, Button, Stack } from "@mui/material";
import type { Shift } from "@rosterly/contract";
import { useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DialogCanceledError, useDialogs } from "../../../../components/dialogs/dialog-service";
import { issuesResolver } from "../../../../lib/forms/issues";
import { showServerErrors } from "../../../../lib/forms/server-errors";
import type { CacheTarget } from "../../../../lib/scheduling/mutations/shared";
import type { EditorSession } from "../../lib/editor-session";
import { offeredShiftTypes } from "../../lib/offered-shift-types";
import { activeStaffOf } from "../../lib/reference";
import {
  type ShiftFormValues,
  sameValues,
  shiftFieldOf,
  valuesFromShift,
  withDate,
  withShiftType,
} from "../../lib/shift-form";
import { shiftIssues } from "../../lib/shift-form-validation";
import { statusOf } from "../../lib/shift-status";
import { StatusChip } from "../common/StatusChip";
import { HistoryFooter } from "./HistoryFooter";
import { ShiftActions } from "./ShiftActions";
import { ShiftDetailFields } from "./ShiftDetailFields";
import { ShiftTimingFields } from "./ShiftTimingFields";
import { useShiftSave } from "./use-shift-save";

/** How the editor's own rules change a field: as an edit, checked at once. */
const EDIT = { shouldDirty: true, shouldValidate: true } as const;

/**
 * The shift editor (spec 2 §2, F-015..F-025): every control of a shift, Reset (confirmed) and
 * Save or Add. Save waits for valid values and, for a saved shift, for a change (F-017).
 *
 * `baseline` is the shift as stored (or a new shift's starting values) and `draft` what the tab
 * held when the editor opened; every edit is handed to `onChange`, so the panel can mark the tab
 * and keep the edits while another tab is shown. While untouched, the form follows the baseline.
 */
export function ShiftEditor(props: {
  shift: Shift | null;
  draft: ShiftFormValues;
  baseline: ShiftFormValues;
  session: EditorSession;
  target: CacheTarget;
  onChange: (values: ShiftFormValues) => void;
  onReset: () => void;
  onSaved: (saved: Shift) => void;
  onRemoved: () => void;
}) {
  const { shift, draft, baseline, session, target, onChange, onReset, onSaved, onRemoved } = props;
  const { reference } = session;
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const form = useForm<ShiftFormValues>({
    defaultValues: draft,
    resolver: issuesResolver<ShiftFormValues>(shiftIssues, t),
    mode: "onChange",
  });
  const { control, getValues, handleSubmit, reset, setError, setValue } = form;
  const { isDirty, isValid } = form.formState;
  const values = useWatch({ control }) as ShiftFormValues;

  // The form's defaults are the baseline: edits kept from before are its changes.
  const opened = useRef({ draft, baseline });
  useEffect(() => {
    if (!sameValues(opened.current.draft, opened.current.baseline))
      reset(opened.current.baseline, { keepValues: true });
  }, [reset]);

  // A change saved elsewhere (another tab, another user) is shown unless this shift is being edited.
  const shown = useRef(baseline);
  useEffect(() => {
    if (isDirty || sameValues(shown.current, baseline)) return;
    shown.current = baseline;
    reset(baseline);
  }, [baseline, isDirty, reset]);

  const report = useEffectEvent(onChange);
  useEffect(() => report(values), [values]);

  const restart = (next: ShiftFormValues) => {
    shown.current = next;
    reset(next);
    setUnplaced([]);
  };

  const saver = useShiftSave({
    shift,
    target,
    internalComments: session.seesInternalComments,
    onSaved: (saved) => {
      restart(valuesFromShift(saved));
      onSaved(saved);
    },
    onFailed: (error) => setUnplaced(showServerErrors(t, error, setError, shiftFieldOf)),
  });

  const assignee = reference.employees.get(values.assigneeId);
  const shiftTypes = useMemo(
    () => offeredShiftTypes(reference, assignee, shift?.typeId ?? null),
    [reference, assignee, shift?.typeId],
  );
  const departments = useMemo(
    () =>
      reference.allDepartments.filter(
        (department) =>
          department.id === values.departmentId || (department.partakeInScheduling && !department.obsolete),
      ),
    [reference, values.departmentId],
  );
  const staff = useMemo(() => {
    const active = activeStaffOf(reference, target.departmentId);
    const current = reference.employees.get(values.assigneeId);
    return current && !active.includes(current) ? [current, ...active] : active;
  }, [reference, target.departmentId, values.assigneeId]);

  const resetEdits = () =>
    dialogs
      .confirm({
        title: t("activityEditor.reset.title"),
        message: t("activityEditor.reset.message"),
        confirmLabel: t("activityEditor.reset.confirm"),
      })
      .then(() => {
        restart(baseline);
        onReset();
      })
      .catch((error: unknown) => {
        if (!(error instanceof DialogCanceledError)) throw error;
      });

  const submit = handleSubmit((valid) => {
    setUnplaced([]);
    saver.save(valid);
  });

  const saveDisabled = !isValid || saver.saving || (shift !== null && !isDirty);
  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(event) => void submit(event)}>
      {shift && (
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
          <StatusChip status={statusOf(shift, reference.flagLookup)} size="medium" />
          <ShiftActions
            shift={shift}
            dirty={isDirty}
            reference={reference}
            target={target}
            onDeleted={onRemoved}
          />
        </Box>
      )}
      <ShiftTimingFields
        control={control}
        departments={departments}
        shiftTypes={shiftTypes}
        onDate={(date) => {
          const next = withDate(getValues(), date);
          setValue("date", next.date, EDIT);
          setValue("payrollDate", next.payrollDate, EDIT);
        }}
        onType={(typeId) => {
          const type = reference.shiftTypes.get(typeId);
          if (!type) return;
          const next = withShiftType(getValues(), type);
          setValue("typeId", next.typeId, EDIT);
          setValue("onCall", next.onCall, EDIT);
          setValue("startTime", next.startTime, EDIT);
          setValue("endTime", next.endTime, EDIT);
        }}
      />
      <ShiftDetailFields
        control={control}
        flags={reference.allFlags}
        staff={staff}
        showInternalComments={session.seesInternalComments}
      />
      {unplaced.length > 0 && <Alert severity="error">{unplaced.join(" ")}</Alert>}
      <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1 }}>
        {shift === null && (
          <Button color="inherit" onClick={onRemoved} disabled={saver.saving}>
            {t("activityEditor.discard")}
          </Button>
        )}
        <Button color="inherit" onClick={() => void resetEdits()} disabled={!isDirty || saver.saving}>
          {t("activityEditor.reset.button")}
        </Button>
        <Button variant="contained" type="submit" disabled={saveDisabled}>
          {shift === null ? t("activityEditor.addButton") : t("activityEditor.save")}
        </Button>
      </Box>
      {shift && <HistoryFooter shift={shift} reference={reference} />}
    </Stack>
  );
}
