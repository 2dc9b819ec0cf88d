import { Stack, Typography } from "@mui/material";
import type { JobType } from "@rosterly/contract";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormSwitch } from "../../../../components/forms/FormSwitch";
import { FormTextField } from "../../../../components/forms/FormTextField";
import { IdMultiSelect } from "../../../../components/forms/IdMultiSelect";
import { jobTypeOptions, shiftTypeOptions } from "../../../../lib/organisation/options";
import type { EditorProps } from "../../lib/kind";
import { ShiftTypeCounts } from "../../../../components/forms/ShiftTypeCounts";
import type { JobTypeForm } from "./form";
import { GroupSelect } from "./GroupSelect";
import { IdentityFields } from "../dialog/IdentityFields";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack component="section" spacing={2} aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

export function JobTypeEditor({ form, hospital, row, disabled }: EditorProps<JobTypeForm, JobType>) {
  const { t } = useTranslation();
  const { control } = form;
  const staffNeeded = useWatch({ control, name: "staffNeeded" });
  const otherJobTypes = jobTypeOptions(hospital, row?.id);
  return (
    <Stack spacing={3}>
      <Stack spacing={2.5}>
        <IdentityFields
          control={control}
          disabled={disabled}
          beside={
            <FormTextField
              control={control}
              name="rank"
              label={t("configuration.jobTypes.rank")}
              helperText={t("configuration.jobTypes.rankHelp")}
              required
              disabled={disabled}
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
            />
          }
        />
        <FormSwitch
          control={control}
          name="partakeInScheduling"
          label={t("configuration.fields.partakeInScheduling")}
          description={t("configuration.jobTypes.partakeHelp")}
          disabled={disabled}
        />
      </Stack>
      <Section title={t("configuration.jobTypes.chargeTitle")}>
        <FormSwitch
          control={control}
          name="isChargeNurse"
          label={t("configuration.jobTypes.isChargeNurse")}
          description={t("configuration.jobTypes.isChargeNurseHelp")}
          disabled={disabled}
        />
        <FormSwitch
          control={control}
          name="canBeChargeNurse"
          label={t("configuration.jobTypes.canBeChargeNurse")}
          description={t("configuration.jobTypes.canBeChargeNurseHelp")}
          disabled={disabled}
        />
      </Section>
      <Section title={t("configuration.jobTypes.shiftsTitle")}>
        <IdMultiSelect
          control={control}
          name="associatedShiftTypes"
          label={t("configuration.jobTypes.associatedShiftTypes")}
          helperText={t("configuration.jobTypes.associatedShiftTypesHelp")}
          options={shiftTypeOptions(hospital)}
          disabled={disabled}
        />
        <Typography variant="body2" color="text.secondary">
          {t("configuration.jobTypes.staffNeededHelp")}
        </Typography>
        <ShiftTypeCounts
          control={control}
          hospital={hospital}
          rows={staffNeeded}
          pathOf={(index) => `staffNeeded.${index}.count`}
          label={(name) => t("configuration.jobTypes.staffNeededFor", { name })}
          disabled={disabled}
        />
      </Section>
      <Section title={t("configuration.jobTypes.relatedTitle")}>
        <IdMultiSelect
          control={control}
          name="swappableJobTypes"
          label={t("configuration.jobTypes.swappableJobTypes")}
          helperText={t("configuration.jobTypes.swappableJobTypesHelp")}
          options={otherJobTypes}
          disabled={disabled}
        />
        <IdMultiSelect
          control={control}
          name="associatedJobTypes"
          label={t("configuration.jobTypes.associatedJobTypes")}
          helperText={t("configuration.jobTypes.associatedJobTypesHelp")}
          options={otherJobTypes}
          disabled={disabled}
        />
        <GroupSelect control={control} disabled={disabled} />
      </Section>
    </Stack>
  );
}
