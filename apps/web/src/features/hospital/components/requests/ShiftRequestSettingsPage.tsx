import { Box, Stack } from "@mui/material";
import type { Hospital } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { FormSwitch } from "../../../../components/forms/FormSwitch";
import { FormTextField } from "../../../../components/forms/FormTextField";
import { PageHeader } from "../../../../components/PageHeader";
import { type SettingsFormSpec, useSettingsForm } from "../../hooks/use-settings-form";
import { fieldsByPath } from "../../lib/settings-paths";
import { numberValue } from "../../lib/settings-values";
import { SettingsCard } from "../settings/SettingsCard";

interface ShiftRequestForm {
  giveawayEnabled: boolean;
  rescheduleEnabled: boolean;
  splitEnabled: boolean;
  swapCutoffHours: string;
  requestExpiryHours: string;
}

const path = (key: keyof ShiftRequestForm) => `requests.${key}`;
const SWITCHES = ["giveawayEnabled", "rescheduleEnabled", "splitEnabled"] as const;

const spec: SettingsFormSpec<ShiftRequestForm> = {
  key: "requests.shift",
  toForm: ({ requests }) => ({
    giveawayEnabled: requests.giveawayEnabled,
    rescheduleEnabled: requests.rescheduleEnabled,
    splitEnabled: requests.splitEnabled,
    swapCutoffHours: String(requests.swapCutoffHours),
    requestExpiryHours: String(requests.requestExpiryHours),
  }),
  changes: (values) => [
    ...SWITCHES.map((key) => ({ path: path(key), value: values[key] })),
    { path: path("swapCutoffHours"), value: numberValue(values.swapCutoffHours) },
    { path: path("requestExpiryHours"), value: numberValue(values.requestExpiryHours) },
  ],
  fieldOf: fieldsByPath<ShiftRequestForm>(
    (
      [
        "giveawayEnabled",
        "rescheduleEnabled",
        "splitEnabled",
        "swapCutoffHours",
        "requestExpiryHours",
      ] as const
    ).map((key) => [key, path(key)] as const),
  ),
};

/** `/admin/request/shift` (E-014, Z-022, Z-023): which shift requests staff may send, and their deadlines. */
export function ShiftRequestSettingsPage({ hospital, canEdit }: { hospital: Hospital; canEdit: boolean }) {
  const { t } = useTranslation();
  const { form, submit, unplaced, saving } = useSettingsForm(hospital, spec);
  const disabled = !canEdit || saving;
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader
        title={t("hospitalSettings.requests.shiftTitle")}
        subtitle={t("hospitalSettings.requests.shiftSubtitle")}
      />
      <SettingsCard
        title={t("hospitalSettings.requests.shiftCard")}
        form={form}
        onSubmit={submit}
        saving={saving}
        canEdit={canEdit}
        unplaced={unplaced}
      >
        <Stack spacing={3}>
          <Stack spacing={1.5}>
            {SWITCHES.map((key) => (
              <FormSwitch
                key={key}
                control={form.control}
                name={key}
                label={t(`hospitalSettings.requests.${key}`)}
                description={t(`hospitalSettings.requests.${key}Help`)}
                disabled={disabled}
              />
            ))}
          </Stack>
          <Box
            sx={{
              display: "grid",
              gap: 2,
              gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
              alignItems: "start",
            }}
          >
            <FormTextField
              control={form.control}
              name="swapCutoffHours"
              label={t("hospitalSettings.requests.swapCutoffHours")}
              helperText={t("hospitalSettings.requests.swapCutoffHoursHelp")}
              disabled={disabled}
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
            />
            <FormTextField
              control={form.control}
              name="requestExpiryHours"
              label={t("hospitalSettings.requests.requestExpiryHours")}
              helperText={t("hospitalSettings.requests.requestExpiryHoursHelp")}
              disabled={disabled}
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
            />
          </Box>
        </Stack>
      </SettingsCard>
    </Box>
  );
}
