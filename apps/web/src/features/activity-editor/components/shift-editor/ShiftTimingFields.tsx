import { Box, MenuItem, TextField } from "@mui/material";
import type { Department, ShiftType } from "@rosterly/contract";
import { type Control, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { ShiftFormValues } from "../../lib/shift-form";
import { DayField } from "../common/DayField";
import { TimeField } from "../common/TimeField";

/**
 * When and where the shift is: date and payroll date, department, shift type and times. The rules
 * that tie them together (F-018) are applied by the editor through `onDate` and `onType`.
 */
export function ShiftTimingFields(props: {
  control: Control<ShiftFormValues>;
  departments: readonly Department[];
  shiftTypes: readonly ShiftType[];
  onDate: (date: string) => void;
  onType: (typeId: number) => void;
}) {
  const { control, departments, shiftTypes, onDate, onType } = props;
  const { t } = useTranslation();
  const date = useController({ control, name: "date" });
  const payrollDate = useController({ control, name: "payrollDate" });
  const department = useController({ control, name: "departmentId" });
  const type = useController({ control, name: "typeId" });
  // Either time decides whether the other is valid (they must differ): each change checks both.
  const start = useController({ control, name: "startTime", rules: { deps: ["endTime"] } });
  const end = useController({ control, name: "endTime", rules: { deps: ["startTime"] } });
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 1.5 }}>
      <DayField
        label={t("activityEditor.shift.date")}
        value={date.field.value}
        onChange={onDate}
        error={date.fieldState.error?.message}
      />
      <DayField
        label={t("activityEditor.shift.payrollDate")}
        value={payrollDate.field.value}
        onChange={payrollDate.field.onChange}
        error={payrollDate.fieldState.error?.message}
      />
      <TextField
        select
        size="small"
        label={t("activityEditor.shift.department")}
        name={department.field.name}
        value={department.field.value}
        inputRef={department.field.ref}
        onBlur={department.field.onBlur}
        onChange={(event) => department.field.onChange(Number(event.target.value))}
        error={department.fieldState.error !== undefined}
        helperText={department.fieldState.error?.message}
      >
        {departments.map((row) => (
          <MenuItem key={row.id} value={row.id}>
            {row.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t("activityEditor.shift.type")}
        name={type.field.name}
        value={type.field.value ?? ""}
        inputRef={type.field.ref}
        onBlur={type.field.onBlur}
        onChange={(event) => onType(Number(event.target.value))}
        error={type.fieldState.error !== undefined}
        helperText={type.fieldState.error?.message}
      >
        {shiftTypes.map((row) => (
          <MenuItem key={row.id} value={row.id}>
            {row.name}
          </MenuItem>
        ))}
      </TextField>
      <TimeField
        label={t("activityEditor.shift.start")}
        value={start.field.value}
        otherTime={end.field.value}
        onChange={start.field.onChange}
        error={start.fieldState.error?.message}
      />
      <TimeField
        label={t("activityEditor.shift.end")}
        value={end.field.value}
        otherTime={start.field.value}
        onChange={end.field.onChange}
        error={end.fieldState.error?.message}
      />
    </Box>
  );
}
