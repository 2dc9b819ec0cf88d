import { Alert, Box, Button, Stack } from "@mui/material";
import type { Shift } from "@rosterly/contract";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DialogCanceledError, useDialogs } from "../../../../components/dialogs/dialog-service";
import type { CacheTarget } from "../../../../lib/scheduling/mutations/shared";
import type { EditorSession } from "../../lib/editor-session";
import { offeredShiftTypes } from "../../lib/offered-shift-types";
import { activeStaffOf } from "../../lib/reference";
import {
  SHIFT_FORM_FIELDS,
  type ShiftFormValues,
  sameValues,
  withDate,
  withShiftType,
} from "../../lib/shift-form";
import { hasErrors, validateShiftForm } from "../../lib/shift-form-validation";
import { statusOf } from "../../lib/shift-status";
import { StatusChip } from "../common/StatusChip";
import { HistoryFooter } from "./HistoryFooter";
import { ShiftActions } from "./ShiftActions";
import { ShiftDetailFields } from "./ShiftDetailFields";
import { type FieldErrorText, ShiftTimingFields } from "./ShiftTimingFields";
import { useShiftSave } from "./use-shift-save";

/**
 * The shift editor (spec 2 §2, F-015..F-025): every control of a shift, Reset (confirmed) and
 * Save or Add. Save waits for valid values and, for a saved shift, for a change (F-017).
 */
export function ShiftEditor(props: {
  shift: Shift | null;
  values: ShiftFormValues;
  baseline: ShiftFormValues;
  session: EditorSession;
  target: CacheTarget;
  onChange: (patch: Partial<ShiftFormValues>) => void;
  onReset: () => void;
  onSaved: (saved: Shift) => void;
  onRemoved: () => void;
}) {
  const { shift, values, baseline, session, target, onChange, onReset, onSaved, onRemoved } = props;
  const { reference } = session;
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const saver = useShiftSave({ shift, target, internalComments: session.seesInternalComments, onSaved });
  const dirty = !sameValues(values, baseline);
  const localErrors = validateShiftForm(values);
  const invalid = hasErrors(localErrors);

  const errors: FieldErrorText = { ...saver.serverErrors?.fields };
  for (const field of SHIFT_FORM_FIELDS) {
    const key = localErrors[field];
    if (key) errors[field] = t(key);
  }

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

  const change = (patch: Partial<ShiftFormValues>) => {
    for (const field of SHIFT_FORM_FIELDS) if (field in patch) saver.clearField(field);
    onChange(patch);
  };

  const reset = () =>
    dialogs
      .confirm({
        title: t("activityEditor.reset.title"),
        message: t("activityEditor.reset.message"),
        confirmLabel: t("activityEditor.reset.confirm"),
      })
      .then(() => {
        saver.clearAll();
        onReset();
      })
      .catch((error: unknown) => {
        if (!(error instanceof DialogCanceledError)) throw error;
      });

  const saveDisabled = invalid || saver.saving || (shift !== null && !dirty);
  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(event) => event.preventDefault()}>
      {shift && (
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
          <StatusChip status={statusOf(shift, reference.flagLookup)} size="medium" />
          <ShiftActions
            shift={shift}
            dirty={dirty}
            reference={reference}
            target={target}
            onDeleted={onRemoved}
          />
        </Box>
      )}
      {saver.serverErrors && saver.serverErrors.general.length > 0 && (
        <Alert severity="error">{saver.serverErrors.general.join(" ")}</Alert>
      )}
      <ShiftTimingFields
        values={values}
        errors={errors}
        departments={departments}
        shiftTypes={shiftTypes}
        onChange={change}
        onDate={(date) => {
          const next = withDate(values, date);
          change({ date: next.date, payrollDate: next.payrollDate });
        }}
        onType={(typeId) => {
          const type = reference.shiftTypes.get(typeId);
          if (!type) return;
          const next = withShiftType(values, type);
          change({
            typeId: next.typeId,
            onCall: next.onCall,
            startTime: next.startTime,
            endTime: next.endTime,
          });
        }}
      />
      <ShiftDetailFields
        values={values}
        errors={errors}
        flags={reference.allFlags}
        staff={staff}
        showInternalComments={session.seesInternalComments}
        onChange={change}
      />
      <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1 }}>
        {shift === null && (
          <Button color="inherit" onClick={onRemoved} disabled={saver.saving}>
            {t("activityEditor.discard")}
          </Button>
        )}
        <Button color="inherit" onClick={() => void reset()} disabled={!dirty || saver.saving}>
          {t("activityEditor.reset.button")}
        </Button>
        <Button variant="contained" type="submit" disabled={saveDisabled} onClick={() => saver.save(values)}>
          {shift === null ? t("activityEditor.addButton") : t("activityEditor.save")}
        </Button>
      </Box>
      {shift && <HistoryFooter shift={shift} reference={reference} />}
    </Stack>
  );
}
