import AddOutlined from "@mui/icons-material/AddOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import { Box, Button, IconButton, Stack, Typography } from "@mui/material";
import { normalizeDateInput } from "@rosterly/domain/fields";
import { type Control, useFieldArray, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../../components/forms/FormTextField";
import { useFormatter } from "../../../../lib/formatter-context";
import type { HolidaysForm } from "./holidays-form";

/** One region: its code and its holidays (date MM/DD/YYYY, shown with the weekday, and a name). */
export function RegionHolidays(props: {
  control: Control<HolidaysForm>;
  index: number;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { control, index, disabled, onRemove } = props;
  const { fields, append, remove } = useFieldArray({ control, name: `regions.${index}.holidays` });
  const days = useWatch({ control, name: `regions.${index}.holidays` });
  const weekday = (text: string | undefined) => {
    const parsed = normalizeDateInput(text ?? "");
    return parsed.ok && parsed.value !== null
      ? formatter.date(parsed.value, "weekdayDate")
      : t("hospitalSettings.holidays.dateHelp");
  };
  return (
    <Stack spacing={2}>
      <Box sx={{ display: "flex", alignItems: "flex-start", gap: 2, flexWrap: "wrap" }}>
        <FormTextField
          control={control}
          name={`regions.${index}.code`}
          label={t("hospitalSettings.holidays.region")}
          helperText={t("hospitalSettings.holidays.regionHelp")}
          required
          disabled={disabled}
          sx={{ maxWidth: 240 }}
        />
        {!disabled && (
          <Button color="error" startIcon={<DeleteOutlined />} onClick={onRemove} sx={{ mt: 1 }}>
            {t("hospitalSettings.holidays.removeRegion")}
          </Button>
        )}
      </Box>
      {fields.length === 0 && (
        <Typography color="text.secondary">{t("hospitalSettings.holidays.noHolidays")}</Typography>
      )}
      {fields.map((field, at) => (
        <Box
          key={field.id}
          sx={{
            display: "grid",
            gap: 1.5,
            gridTemplateColumns: { xs: "1fr auto", sm: "200px 1fr auto" },
            alignItems: "start",
          }}
        >
          <FormTextField
            control={control}
            name={`regions.${index}.holidays.${at}.date`}
            label={t("hospitalSettings.holidays.date")}
            placeholder="MM/DD/YYYY"
            helperText={weekday(days[at]?.date)}
            size="small"
            disabled={disabled}
          />
          <FormTextField
            control={control}
            name={`regions.${index}.holidays.${at}.name`}
            label={t("hospitalSettings.holidays.name")}
            size="small"
            disabled={disabled}
            sx={{ gridColumn: { xs: "1 / 2", sm: "auto" }, gridRow: { xs: 2, sm: "auto" } }}
          />
          <IconButton
            aria-label={t("hospitalSettings.holidays.remove", { number: at + 1 })}
            onClick={() => remove(at)}
            disabled={disabled}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Box>
      ))}
      {!disabled && (
        <Box>
          <Button
            startIcon={<AddOutlined />}
            onClick={() => append({ date: "", name: "" }, { shouldFocus: true })}
          >
            {t("hospitalSettings.holidays.add")}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
