import InfoOutlined from "@mui/icons-material/InfoOutlined";
import { Box, FormControlLabel, MenuItem, Switch, TextField, Tooltip } from "@mui/material";
import type { Employee, Flag } from "@rosterly/contract";
import { FIELD_LIMITS } from "@rosterly/domain/fields";
import { useTranslation } from "react-i18next";
import type { ShiftFormValues } from "../../lib/shift-form";
import { FlagSelect } from "../common/FlagSelect";
import { SitterFields } from "./SitterFields";
import type { FieldErrorText } from "./ShiftTimingFields";

/**
 * Who works the shift and how: assignee (reassign), flags, obligatory, overtime, sitter, comments and
 * internal comments (the latter only for those who may see them, Z-017).
 */
export function ShiftDetailFields(props: {
  values: ShiftFormValues;
  errors: FieldErrorText;
  flags: readonly Flag[];
  staff: readonly Employee[];
  showInternalComments: boolean;
  onChange: (patch: Partial<ShiftFormValues>) => void;
}) {
  const { values, errors, flags, staff, showInternalComments, onChange } = props;
  const { t } = useTranslation();
  const max = FIELD_LIMITS.commentMaxLength;
  const counter = (text: string, error?: string) =>
    error ?? t("activityEditor.counter", { count: text.length, max });
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}>
      <TextField
        select
        size="small"
        label={t("activityEditor.shift.assignee")}
        value={values.assigneeId}
        onChange={(event) => onChange({ assigneeId: Number(event.target.value) })}
        error={Boolean(errors.assigneeId)}
        helperText={errors.assigneeId}
      >
        {staff.map((employee) => (
          <MenuItem key={employee.userId} value={employee.userId}>
            {employee.fullName}
          </MenuItem>
        ))}
      </TextField>
      <FlagSelect
        label={t("activityEditor.shift.flags")}
        flags={flags}
        value={values.flags}
        onChange={(ids) => onChange({ flags: ids })}
      />
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 2 }}>
        <Box sx={{ display: "flex", alignItems: "center" }}>
          <FormControlLabel
            control={
              <Switch
                checked={values.obligatory}
                onChange={(_event, obligatory) => onChange({ obligatory })}
              />
            }
            label={t("activityEditor.shift.obligatory")}
            sx={{ mr: 0.5 }}
          />
          <Tooltip title={t("activityEditor.shift.obligatoryHelp")}>
            <InfoOutlined
              fontSize="small"
              color="action"
              aria-label={t("activityEditor.shift.obligatoryHelp")}
            />
          </Tooltip>
        </Box>
        <FormControlLabel
          control={
            <Switch checked={values.overtime} onChange={(_event, overtime) => onChange({ overtime })} />
          }
          label={t("activityEditor.shift.overtime")}
        />
      </Box>
      <SitterFields
        value={{ sitter: values.sitter, room: values.sitterRoom, reason: values.sitterReason }}
        onChange={onChange}
        errors={{ room: errors.sitterRoom, reason: errors.sitterReason }}
      />
      <TextField
        multiline
        minRows={2}
        size="small"
        label={t("activityEditor.shift.comments")}
        value={values.comments}
        onChange={(event) => onChange({ comments: event.target.value })}
        error={Boolean(errors.comments)}
        helperText={counter(values.comments, errors.comments)}
      />
      {showInternalComments && (
        <TextField
          multiline
          minRows={2}
          size="small"
          label={t("activityEditor.shift.internalComments")}
          value={values.internalComments}
          onChange={(event) => onChange({ internalComments: event.target.value })}
          error={Boolean(errors.internalComments)}
          helperText={counter(values.internalComments, errors.internalComments)}
        />
      )}
    </Box>
  );
}
