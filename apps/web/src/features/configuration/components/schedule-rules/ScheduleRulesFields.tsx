import { Box, Stack } from "@mui/material";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormSwitch } from "../../../../components/forms/FormSwitch";
import { FormTextField } from "../../../../components/forms/FormTextField";
import type { ScheduleRulesForm } from "../../lib/schedule-rules-form";

/**
 * A department's schedule rules: approvals of post and publish, review and lead days, the
 * self-schedule window and its limits. Used in the department dialog and on the states screen.
 */
export function ScheduleRulesFields<F extends FieldValues>(props: {
  control: Control<F>;
  path: (key: keyof ScheduleRulesForm) => FieldPath<F>;
  disabled: boolean;
}) {
  const { control, path, disabled } = props;
  const { t } = useTranslation();
  const number = (
    key: "reviewDays" | "postLeadDays" | "selfScheduleWindow" | "maxShiftsPerSchedule",
    required: boolean,
  ) => (
    <FormTextField
      control={control}
      name={path(key)}
      label={t(`configuration.rules.${key}`)}
      helperText={t(`configuration.rules.${key}Help`)}
      required={required}
      disabled={disabled}
      slotProps={{ htmlInput: { inputMode: "numeric" } }}
    />
  );
  return (
    <Stack spacing={2.5}>
      <Stack spacing={1.5}>
        <FormSwitch
          control={control}
          name={path("postNeedsApproval")}
          label={t("configuration.rules.postNeedsApproval")}
          description={t("configuration.rules.postNeedsApprovalHelp")}
          disabled={disabled}
        />
        <FormSwitch
          control={control}
          name={path("publishNeedsApproval")}
          label={t("configuration.rules.publishNeedsApproval")}
          description={t("configuration.rules.publishNeedsApprovalHelp")}
          disabled={disabled}
        />
      </Stack>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
          alignItems: "start",
        }}
      >
        {number("postLeadDays", true)}
        {number("reviewDays", true)}
        {number("selfScheduleWindow", false)}
        {number("maxShiftsPerSchedule", false)}
      </Box>
      <FormSwitch
        control={control}
        name={path("allowOvertimeInSelfSchedule")}
        label={t("configuration.rules.allowOvertimeInSelfSchedule")}
        description={t("configuration.rules.allowOvertimeInSelfScheduleHelp")}
        disabled={disabled}
      />
    </Stack>
  );
}
