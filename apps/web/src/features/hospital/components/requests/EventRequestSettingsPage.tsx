import { Box, FormControlLabel, Radio, RadioGroup, Stack } from "@mui/material";
import type { Hospital } from "@rosterly/contract";
import { useController, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../../components/forms/FormTextField";
import { IdMultiSelect } from "../../../../components/forms/IdMultiSelect";
import { PageHeader } from "../../../../components/PageHeader";
import { eventTypeOptions } from "../../../../lib/organisation/options";
import { type SettingsFormSpec, useSettingsForm } from "../../hooks/use-settings-form";
import { fieldsByPath } from "../../lib/settings-paths";
import { numberValue } from "../../lib/settings-values";
import { SettingsCard } from "../settings/SettingsCard";

interface EventRequestForm {
  /** `all`: every event type that is not managers-only (the stored null). */
  which: "all" | "chosen";
  eventTypes: number[];
  eventMinNoticeDays: string;
}

const spec: SettingsFormSpec<EventRequestForm> = {
  key: "requests.event",
  toForm: ({ requests }) => ({
    which: requests.requestableEventTypes === null ? "all" : "chosen",
    eventTypes: requests.requestableEventTypes ?? [],
    eventMinNoticeDays: String(requests.eventMinNoticeDays),
  }),
  changes: (values) => [
    { path: "requests.requestableEventTypes", value: values.which === "all" ? null : values.eventTypes },
    { path: "requests.eventMinNoticeDays", value: numberValue(values.eventMinNoticeDays) },
  ],
  fieldOf: fieldsByPath<EventRequestForm>([
    ["eventTypes", "requests.requestableEventTypes"],
    ["eventMinNoticeDays", "requests.eventMinNoticeDays"],
  ]),
};

/** `/admin/request/event` (E-014, Z-022): which event types staff may request, and how early. */
export function EventRequestSettingsPage({ hospital, canEdit }: { hospital: Hospital; canEdit: boolean }) {
  const { t } = useTranslation();
  const { form, submit, unplaced, saving } = useSettingsForm(hospital, spec);
  const { field: which } = useController({ control: form.control, name: "which" });
  const chosen = useWatch({ control: form.control, name: "which" }) === "chosen";
  const disabled = !canEdit || saving;
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader
        title={t("hospitalSettings.requests.eventTitle")}
        subtitle={t("hospitalSettings.requests.eventSubtitle")}
      />
      <SettingsCard
        title={t("hospitalSettings.requests.eventCard")}
        form={form}
        onSubmit={submit}
        saving={saving}
        canEdit={canEdit}
        unplaced={unplaced}
      >
        <Stack spacing={3}>
          <RadioGroup
            value={which.value}
            onChange={(_, value) => which.onChange(value === "chosen" ? "chosen" : "all")}
            aria-label={t("hospitalSettings.requests.requestable")}
          >
            <FormControlLabel
              value="all"
              control={<Radio />}
              label={t("hospitalSettings.requests.allEventTypes")}
              disabled={disabled}
            />
            <FormControlLabel
              value="chosen"
              control={<Radio />}
              label={t("hospitalSettings.requests.chosenEventTypes")}
              disabled={disabled}
            />
          </RadioGroup>
          {chosen && (
            <IdMultiSelect
              control={form.control}
              name="eventTypes"
              label={t("hospitalSettings.requests.eventTypes")}
              options={eventTypeOptions(hospital).filter((option) => {
                const row = hospital.eventTypes.find((type) => type.id === option.id);
                return row !== undefined && !row.adminOnly;
              })}
              helperText={t("hospitalSettings.requests.eventTypesHelp")}
              disabled={disabled}
            />
          )}
          <FormTextField
            control={form.control}
            name="eventMinNoticeDays"
            label={t("hospitalSettings.requests.eventMinNoticeDays")}
            helperText={t("hospitalSettings.requests.eventMinNoticeDaysHelp")}
            disabled={disabled}
            slotProps={{ htmlInput: { inputMode: "numeric" } }}
            sx={{ maxWidth: 320 }}
          />
        </Stack>
      </SettingsCard>
    </Box>
  );
}
