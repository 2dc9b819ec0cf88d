import AddOutlined from "@mui/icons-material/AddOutlined";
import { Box, Button, Stack, Tab, Tabs, Typography } from "@mui/material";
import type { Hospital } from "@rosterly/contract";
import { useState } from "react";
import { useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../../components/PageHeader";
import { useSettingsForm } from "../../hooks/use-settings-form";
import { SettingsCard } from "../settings/SettingsCard";
import { holidaysSpec } from "./holidays-form";
import { RegionHolidays } from "./RegionHolidays";

/** `/admin/general/holidays` (E-010): the holidays of each region, kept in hospital settings. */
export function HolidaysPage({ hospital, canEdit }: { hospital: Hospital; canEdit: boolean }) {
  const { t } = useTranslation();
  const { form, submit, unplaced, saving } = useSettingsForm(hospital, holidaysSpec);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "regions" });
  const [selected, setSelected] = useState(0);
  const index = Math.min(selected, Math.max(fields.length - 1, 0));
  const disabled = !canEdit || saving;
  const failing = (at: number) => form.formState.errors.regions?.[at] !== undefined;

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader
        title={t("hospitalSettings.holidays.title")}
        subtitle={t("hospitalSettings.holidays.subtitle")}
      />
      <SettingsCard
        title={t("hospitalSettings.holidays.card")}
        form={form}
        onSubmit={submit}
        saving={saving}
        canEdit={canEdit}
        unplaced={unplaced}
      >
        <Box
          sx={{
            display: "flex",
            alignItems: "center",
            gap: 1,
            borderBottom: 1,
            borderColor: "divider",
            mb: 2,
          }}
        >
          <Tabs
            value={fields.length === 0 ? false : index}
            onChange={(_, value: number) => setSelected(value)}
            variant="scrollable"
            scrollButtons="auto"
            aria-label={t("hospitalSettings.holidays.regions")}
            sx={{ flex: 1, minWidth: 0 }}
          >
            {fields.map((field, at) => (
              <Tab
                key={field.id}
                value={at}
                label={form.getValues(`regions.${at}.code`) || t("hospitalSettings.holidays.newRegion")}
                sx={failing(at) ? { color: "error.main" } : undefined}
              />
            ))}
          </Tabs>
          {canEdit && (
            <Button
              startIcon={<AddOutlined />}
              disabled={saving}
              onClick={() => {
                append({ code: "", holidays: [] });
                setSelected(fields.length);
              }}
            >
              {t("hospitalSettings.holidays.addRegion")}
            </Button>
          )}
        </Box>
        {fields.length === 0 ? (
          <Typography color="text.secondary">{t("hospitalSettings.holidays.none")}</Typography>
        ) : (
          <Stack spacing={2}>
            <RegionHolidays
              key={fields[index]?.id}
              control={form.control}
              index={index}
              disabled={disabled}
              onRemove={() => {
                remove(index);
                setSelected(Math.max(index - 1, 0));
              }}
            />
          </Stack>
        )}
      </SettingsCard>
    </Box>
  );
}
