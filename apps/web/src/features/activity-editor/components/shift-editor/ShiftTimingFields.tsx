import { Box, MenuItem, TextField } from "@mui/material";
import type { Department, ShiftType } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import type { ShiftFormValues } from "../../lib/shift-form";
import { DayField } from "../common/DayField";
import { TimeField } from "../common/TimeField";

export type FieldErrorText = Partial<Record<keyof ShiftFormValues, string>>;

/**
 * When and where the shift is: date and payroll date, department, shift type and times. The rules
 * that tie them together (F-018) are applied by the editor through `onDate` and `onType`.
 */
export function ShiftTimingFields(props: {
  values: ShiftFormValues;
  errors: FieldErrorText;
  departments: readonly Department[];
  shiftTypes: readonly ShiftType[];
  onChange: (patch: Partial<ShiftFormValues>) => void;
  onDate: (date: string) => void;
  onType: (typeId: number) => void;
}) {
  const { values, errors, departments, shiftTypes, onChange, onDate, onType } = props;
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 1.5 }}>
      <DayField
        label={t("activityEditor.shift.date")}
        value={values.date}
        onChange={onDate}
        error={errors.date}
      />
      <DayField
        label={t("activityEditor.shift.payrollDate")}
        value={values.payrollDate}
        onChange={(payrollDate) => onChange({ payrollDate })}
        error={errors.payrollDate}
      />
      <TextField
        select
        size="small"
        label={t("activityEditor.shift.department")}
        value={values.departmentId}
        onChange={(event) => onChange({ departmentId: Number(event.target.value) })}
        error={Boolean(errors.departmentId)}
        helperText={errors.departmentId}
      >
        {departments.map((department) => (
          <MenuItem key={department.id} value={department.id}>
            {department.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t("activityEditor.shift.type")}
        value={values.typeId ?? ""}
        onChange={(event) => onType(Number(event.target.value))}
        error={Boolean(errors.typeId)}
        helperText={errors.typeId}
      >
        {shiftTypes.map((type) => (
          <MenuItem key={type.id} value={type.id}>
            {type.name}
          </MenuItem>
        ))}
      </TextField>
      <TimeField
        label={t("activityEditor.shift.start")}
        value={values.startTime}
        otherTime={values.endTime}
        onChange={(startTime) => onChange({ startTime })}
        error={errors.startTime}
      />
      <TimeField
        label={t("activityEditor.shift.end")}
        value={values.endTime}
        otherTime={values.startTime}
        onChange={(endTime) => onChange({ endTime })}
        error={errors.endTime}
      />
    </Box>
  );
}
