import AddOutlined from "@mui/icons-material/AddOutlined";
import ArrowDownwardOutlined from "@mui/icons-material/ArrowDownwardOutlined";
import ArrowUpwardOutlined from "@mui/icons-material/ArrowUpwardOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import { Box, Button, FormLabel, IconButton, Stack, Typography } from "@mui/material";
import { type Control, useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../../components/forms/FormTextField";
import { type DailyScheduleTypeForm, MAX_CENSUS_ROWS } from "./form";

/** The census rows every daily schedule of the type starts with, in the order they show. */
export function CensusRows({
  control,
  disabled,
}: {
  control: Control<DailyScheduleTypeForm>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { fields, append, remove, move } = useFieldArray({ control, name: "census" });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: "text.primary" }}>
        {t("configuration.dailyScheduleTypes.censusTitle")}
      </FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t("configuration.dailyScheduleTypes.censusHelp")}
      </Typography>
      <Stack spacing={1.5}>
        {fields.map((field, index) => {
          const number = index + 1;
          return (
            <Box key={field.id} sx={{ display: "flex", alignItems: "flex-start", gap: 0.5 }}>
              <FormTextField
                control={control}
                name={`census.${index}.label`}
                label={t("configuration.dailyScheduleTypes.censusRow", { number })}
                disabled={disabled}
                size="small"
              />
              <IconButton
                aria-label={t("configuration.moveUp", { number })}
                disabled={disabled || index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUpwardOutlined fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={t("configuration.moveDown", { number })}
                disabled={disabled || index === fields.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDownwardOutlined fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={t("configuration.removeRow", { number })}
                disabled={disabled}
                onClick={() => remove(index)}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Stack>
      <Button
        startIcon={<AddOutlined />}
        onClick={() => append({ label: "" }, { shouldFocus: true })}
        disabled={disabled || fields.length >= MAX_CENSUS_ROWS}
        sx={{ mt: 1 }}
      >
        {t("configuration.dailyScheduleTypes.addCensusRow")}
      </Button>
    </Box>
  );
}
