import { Box, FormControlLabel, Stack, Switch, Typography } from "@mui/material";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { OrgDays } from "../../lib/dates";
import type { DialogMode, DialogValues } from "../../lib/dialog-values";
import type { Option } from "../../lib/references";
import { DialogSelect, DialogText } from "./fields";
import { ScheduledChangesSection } from "./ScheduledChangesSection";

export interface JobChoices {
  departments: readonly Option[];
  jobTypes: readonly Option[];
  jobStatuses: readonly Option[];
  shiftTypes: readonly Option[];
}

const asOptions = (options: readonly Option[]) =>
  options.map((o) => ({ value: String(o.id), label: o.label }));

/**
 * Tab "Job info" (D-008, D-009, D-015): the profile here. Departments and job types are only those
 * the editor manages (C-014); the charge toggle shows only for a job type that can be charge.
 */
export function JobInfoTab(props: {
  mode: DialogMode;
  choices: JobChoices;
  allowsCharge: boolean;
  days: OrgDays;
  onJobTypeChanged: () => void;
}) {
  const { mode, choices, allowsCharge, days, onJobTypeChanged } = props;
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<DialogValues>();
  const jobTypeId = useWatch({ control, name: "jobTypeId" });
  return (
    <Stack spacing={3}>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <DialogSelect
          name="departmentId"
          label={t("accounts.fields.department")}
          required
          options={asOptions(choices.departments)}
          onChanged={() => {
            // A job type allowed in one department may not be in another (C-014).
            setValue("jobTypeId", "", { shouldDirty: true });
            onJobTypeChanged();
          }}
        />
        <DialogSelect
          name="jobTypeId"
          label={t("accounts.fields.jobType")}
          required
          options={asOptions(choices.jobTypes)}
          onChanged={onJobTypeChanged}
        />
        <DialogSelect
          name="jobStatusId"
          label={t("accounts.fields.jobStatus")}
          required
          options={asOptions(choices.jobStatuses)}
        />
        <DialogSelect
          name="shiftTypeId"
          label={t("accounts.fields.shiftType")}
          required
          options={asOptions(choices.shiftTypes)}
        />
        <DialogText name="employeeId" label={t("accounts.fields.employeeId")} required />
        <DialogText name="jobTitle" label={t("accounts.fields.jobTitle")} />
        <DialogText
          name="dailyHours"
          label={t("accounts.fields.dailyHours")}
          required
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
        />
        <DialogText
          name="weeklyHours"
          label={t("accounts.fields.weeklyHours")}
          required
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
        />
        <DialogText
          name="phoneWork"
          label={t("accounts.fields.phoneWork")}
          type="tel"
          placeholder="(555) 123-4567"
        />
        <DialogText
          name="hiredOn"
          label={t("accounts.fields.hiredOn")}
          placeholder="MM/DD/YYYY"
          helperText={t("accounts.fields.dateHint")}
        />
      </Box>
      {allowsCharge && jobTypeId !== "" && (
        <Controller
          control={control}
          name="charge"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
              }
              label={t("accounts.fields.charge")}
            />
          )}
        />
      )}
      {mode === "update" && (
        <Box component="section" aria-labelledby="scheduled-changes-title">
          <Typography id="scheduled-changes-title" variant="h4" component="h3" sx={{ mb: 0.5 }}>
            {t("accounts.scheduled.title")}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t("accounts.scheduled.subtitle")}
          </Typography>
          <ScheduledChangesSection choices={choices} days={days} />
        </Box>
      )}
    </Stack>
  );
}
