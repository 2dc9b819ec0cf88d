import InfoOutlined from "@mui/icons-material/InfoOutlined";
import { Box, FormControlLabel, MenuItem, Switch, TextField, Tooltip } from "@mui/material";
import type { Employee, Flag } from "@rosterly/contract";
import { FIELD_LIMITS } from "@rosterly/domain/fields";
import { type Control, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { type ShiftFormValues, sortedIds } from "../../lib/shift-form";
import { FlagSelect } from "../common/FlagSelect";
import { SitterFields } from "./SitterFields";

/** Comments or internal comments, with a character counter until there is something to say. */
function CommentsField(props: {
  control: Control<ShiftFormValues>;
  name: "comments" | "internalComments";
  label: string;
}) {
  const { control, name, label } = props;
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      multiline
      minRows={2}
      size="small"
      label={label}
      name={field.name}
      value={field.value}
      inputRef={field.ref}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error !== undefined}
      helperText={
        fieldState.error?.message ??
        t("activityEditor.counter", { count: field.value.length, max: FIELD_LIMITS.commentMaxLength })
      }
    />
  );
}

/** An on/off value of the shift. */
function ShiftSwitch(props: {
  control: Control<ShiftFormValues>;
  name: "obligatory" | "overtime";
  label: string;
  sx?: { mr: number };
}) {
  const { field } = useController({ control: props.control, name: props.name });
  return (
    <FormControlLabel
      control={
        <Switch
          name={field.name}
          checked={field.value}
          onChange={(_event, checked) => field.onChange(checked)}
          onBlur={field.onBlur}
        />
      }
      label={props.label}
      sx={props.sx}
    />
  );
}

/**
 * Who works the shift and how: assignee (reassign), flags, obligatory, overtime, sitter, comments and
 * internal comments (the latter only for those who may see them, Z-017).
 */
export function ShiftDetailFields(props: {
  control: Control<ShiftFormValues>;
  flags: readonly Flag[];
  staff: readonly Employee[];
  showInternalComments: boolean;
}) {
  const { control, flags, staff, showInternalComments } = props;
  const { t } = useTranslation();
  const assignee = useController({ control, name: "assigneeId" });
  const chosenFlags = useController({ control, name: "flags" });
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}>
      <TextField
        select
        size="small"
        label={t("activityEditor.shift.assignee")}
        name={assignee.field.name}
        value={assignee.field.value}
        inputRef={assignee.field.ref}
        onBlur={assignee.field.onBlur}
        onChange={(event) => assignee.field.onChange(Number(event.target.value))}
        error={assignee.fieldState.error !== undefined}
        helperText={assignee.fieldState.error?.message}
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
        value={chosenFlags.field.value}
        onChange={(ids) => chosenFlags.field.onChange(sortedIds(ids))}
        error={chosenFlags.fieldState.error?.message}
      />
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 2 }}>
        <Box sx={{ display: "flex", alignItems: "center" }}>
          <ShiftSwitch
            control={control}
            name="obligatory"
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
        <ShiftSwitch control={control} name="overtime" label={t("activityEditor.shift.overtime")} />
      </Box>
      <SitterFields control={control} />
      <CommentsField control={control} name="comments" label={t("activityEditor.shift.comments")} />
      {showInternalComments && (
        <CommentsField
          control={control}
          name="internalComments"
          label={t("activityEditor.shift.internalComments")}
        />
      )}
    </Box>
  );
}
