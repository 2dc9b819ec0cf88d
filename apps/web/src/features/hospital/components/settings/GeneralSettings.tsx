import { Box } from "@mui/material";
import type { Hospital } from "@rosterly/contract";
import { formatDateInput } from "@rosterly/domain/fields";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../../components/forms/FormTextField";
import { type SettingsFormSpec, useSettingsForm } from "../../hooks/use-settings-form";
import { fieldsByPath } from "../../lib/settings-paths";
import { dateValue, numberValue } from "../../lib/settings-values";
import { SettingsCard } from "./SettingsCard";

interface GeneralForm {
  idleTimeout: string;
  period: string;
  initialStartDate: string;
}

const PATHS = {
  idleTimeout: "idleTimeout",
  period: "scheduling.period",
  initialStartDate: "scheduling.initialStartDate",
} as const satisfies Record<keyof GeneralForm, string>;

const spec: SettingsFormSpec<GeneralForm> = {
  key: "general",
  toForm: (settings) => ({
    idleTimeout: String(settings.idleTimeout),
    period: String(settings.scheduling.period),
    initialStartDate: settings.scheduling.initialStartDate
      ? formatDateInput(settings.scheduling.initialStartDate)
      : "",
  }),
  changes: (values) => [
    { path: PATHS.idleTimeout, value: numberValue(values.idleTimeout) },
    { path: PATHS.period, value: numberValue(values.period) },
    { path: PATHS.initialStartDate, value: dateValue(values.initialStartDate) },
  ],
  fieldOf: fieldsByPath<GeneralForm>([
    ["idleTimeout", PATHS.idleTimeout],
    ["period", PATHS.period],
    ["initialStartDate", PATHS.initialStartDate],
  ]),
};

/** Idle sign-out, the scheduling period and the first period's start (E-003, B-011, Z-013). */
export function GeneralSettings({ hospital, canEdit }: { hospital: Hospital; canEdit: boolean }) {
  const { t } = useTranslation();
  const { form, submit, unplaced, saving } = useSettingsForm(hospital, spec);
  const disabled = !canEdit || saving;
  return (
    <SettingsCard
      title={t("hospitalSettings.general.title")}
      subtitle={t("hospitalSettings.general.subtitle")}
      form={form}
      onSubmit={submit}
      saving={saving}
      canEdit={canEdit}
      unplaced={unplaced}
    >
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "repeat(3, 1fr)" },
          alignItems: "start",
        }}
      >
        <FormTextField
          control={form.control}
          name="idleTimeout"
          label={t("hospitalSettings.general.idleTimeout")}
          helperText={t("hospitalSettings.general.idleTimeoutHelp")}
          disabled={disabled}
          slotProps={{ htmlInput: { inputMode: "numeric" } }}
        />
        <FormTextField
          control={form.control}
          name="period"
          label={t("hospitalSettings.general.period")}
          helperText={t("hospitalSettings.general.periodHelp")}
          disabled={disabled}
          slotProps={{ htmlInput: { inputMode: "numeric" } }}
        />
        <FormTextField
          control={form.control}
          name="initialStartDate"
          label={t("hospitalSettings.general.initialStartDate")}
          helperText={t("hospitalSettings.general.initialStartDateHelp")}
          placeholder="MM/DD/YYYY"
          disabled={disabled}
        />
      </Box>
    </SettingsCard>
  );
}
