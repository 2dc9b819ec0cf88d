import { Stack } from "@mui/material";
import type { JobStatus } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { FormSwitch } from "../../../../components/forms/FormSwitch";
import { FormTextField } from "../../../../components/forms/FormTextField";
import type { EditorProps } from "../../lib/kind";
import type { JobStatusForm } from "./form";
import { WeekendRules } from "./WeekendRules";
import { IdentityFields } from "../dialog/IdentityFields";

export function JobStatusEditor({ form, disabled }: EditorProps<JobStatusForm, JobStatus>) {
  const { t } = useTranslation();
  const { control } = form;
  return (
    <Stack spacing={2.5}>
      <IdentityFields
        control={control}
        disabled={disabled}
        beside={
          <FormTextField
            control={control}
            name="shortCode"
            label={t("configuration.fields.shortCode")}
            helperText={t("configuration.jobStatus.shortCodeHelp")}
            required
            disabled={disabled}
          />
        }
      />
      <FormTextField
        control={control}
        name="weeklyHours"
        label={t("configuration.jobStatus.weeklyHours")}
        required
        disabled={disabled}
        slotProps={{ htmlInput: { inputMode: "decimal" } }}
        sx={{ maxWidth: 260 }}
      />
      <Stack spacing={1.5}>
        <FormSwitch
          control={control}
          name="benefited"
          label={t("configuration.jobStatus.benefited")}
          description={t("configuration.jobStatus.benefitedHelp")}
          disabled={disabled}
        />
        <FormSwitch
          control={control}
          name="registry"
          label={t("configuration.jobStatus.registry")}
          description={t("configuration.jobStatus.registryHelp")}
          disabled={disabled}
        />
      </Stack>
      <WeekendRules control={control} disabled={disabled} />
    </Stack>
  );
}
