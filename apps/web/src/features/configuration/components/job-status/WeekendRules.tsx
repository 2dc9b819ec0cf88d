import AddOutlined from "@mui/icons-material/AddOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import { Box, Button, FormLabel, IconButton, Stack, Typography } from "@mui/material";
import { type Control, useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../../components/forms/FormTextField";
import { type JobStatusForm, MAX_WEEKEND_RULES } from "./form";

/**
 * Weekend minimums (G-007): each rule asks for at least this many weekend shifts per schedule of
 * everyone with the status; the schedule validations flag who falls short.
 */
export function WeekendRules({ control, disabled }: { control: Control<JobStatusForm>; disabled: boolean }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: "weekend" });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: "text.primary" }}>
        {t("configuration.jobStatus.weekendTitle")}
      </FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t("configuration.jobStatus.weekendHelp")}
      </Typography>
      <Stack spacing={1.5}>
        {fields.map((field, index) => (
          <Box key={field.id} sx={{ display: "flex", alignItems: "flex-start", gap: 1 }}>
            <FormTextField
              control={control}
              name={`weekend.${index}.count`}
              label={t("configuration.jobStatus.weekendCount", { number: index + 1 })}
              disabled={disabled}
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
              sx={{ maxWidth: 260 }}
            />
            <IconButton
              aria-label={t("configuration.jobStatus.removeRule", { number: index + 1 })}
              onClick={() => remove(index)}
              disabled={disabled}
              sx={{ mt: 1 }}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
        ))}
      </Stack>
      <Button
        startIcon={<AddOutlined />}
        onClick={() => append({ count: "1" })}
        disabled={disabled || fields.length >= MAX_WEEKEND_RULES}
        sx={{ mt: 1 }}
      >
        {t("configuration.jobStatus.addRule")}
      </Button>
    </Box>
  );
}
