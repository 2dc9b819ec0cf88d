import AddOutlined from "@mui/icons-material/AddOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import { Box, Button, IconButton, Paper, Stack, Typography } from "@mui/material";
import type { Hospital } from "@rosterly/contract";
import { useFieldArray, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { IdMultiSelect } from "../../../../components/forms/IdMultiSelect";
import { ShiftTypeCounts } from "../../../../components/forms/ShiftTypeCounts";
import { PageHeader } from "../../../../components/PageHeader";
import { jobTypeOptions } from "../../../../lib/organisation/options";
import { countsOf } from "../../../../lib/organisation/shift-type-counts";
import { useSettingsForm } from "../../hooks/use-settings-form";
import { SettingsCard } from "../settings/SettingsCard";
import { consecutiveSpec, MAX_RULES } from "./consecutive-form";

/**
 * `/admin/schedule/validations` (E-012, Z-037): per group of job types, the most consecutive days
 * of each shift type anyone may be scheduled; the schedule validations flag longer runs.
 */
export function ConsecutiveShiftsPage({ hospital, canEdit }: { hospital: Hospital; canEdit: boolean }) {
  const { t } = useTranslation();
  const { form, submit, unplaced, saving } = useSettingsForm(hospital, consecutiveSpec);
  const { control } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "rules" });
  const rules = useWatch({ control, name: "rules" });
  const disabled = !canEdit || saving;
  const jobTypes = jobTypeOptions(hospital);
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader
        title={t("hospitalSettings.consecutive.title")}
        subtitle={t("hospitalSettings.consecutive.subtitle")}
      />
      <SettingsCard
        title={t("hospitalSettings.consecutive.card")}
        form={form}
        onSubmit={submit}
        saving={saving}
        canEdit={canEdit}
        unplaced={unplaced}
      >
        <Stack spacing={2}>
          {fields.length === 0 && (
            <Typography color="text.secondary">{t("hospitalSettings.consecutive.none")}</Typography>
          )}
          {fields.map((field, index) => {
            const number = index + 1;
            return (
              <Paper
                key={field.id}
                variant="outlined"
                component="section"
                aria-label={t("hospitalSettings.consecutive.rule", { number })}
                sx={{ p: 2 }}
              >
                <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: 1.5 }}>
                  <Typography variant="subtitle2" component="h3">
                    {t("hospitalSettings.consecutive.rule", { number })}
                  </Typography>
                  {canEdit && (
                    <IconButton
                      aria-label={t("hospitalSettings.consecutive.remove", { number })}
                      onClick={() => remove(index)}
                      disabled={saving}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  )}
                </Box>
                <Stack spacing={2}>
                  <IdMultiSelect
                    control={control}
                    name={`rules.${index}.jobTypes`}
                    label={t("hospitalSettings.consecutive.jobTypes")}
                    options={jobTypes}
                    disabled={disabled}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {t("hospitalSettings.consecutive.limitsHelp")}
                  </Typography>
                  <ShiftTypeCounts
                    control={control}
                    hospital={hospital}
                    rows={rules[index]?.limits ?? []}
                    pathOf={(at) => `rules.${index}.limits.${at}.count`}
                    label={(name) => t("hospitalSettings.consecutive.limitFor", { number, name })}
                    disabled={disabled}
                  />
                </Stack>
              </Paper>
            );
          })}
          {canEdit && (
            <Box>
              <Button
                startIcon={<AddOutlined />}
                onClick={() => append({ jobTypes: [], limits: countsOf(hospital, {}) })}
                disabled={saving || fields.length >= MAX_RULES}
              >
                {t("hospitalSettings.consecutive.add")}
              </Button>
            </Box>
          )}
        </Stack>
      </SettingsCard>
    </Box>
  );
}
