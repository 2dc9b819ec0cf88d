import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from "@mui/material";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { OrgDays } from "../../lib/dates";
import type { DialogValues } from "../../lib/dialog-values";
import { DialogDate } from "./fields";

/** D-011, D-012: when the new (or approved) profile becomes active: now, or from a date. */
export function ActivationChoice({ days, pending }: { days: OrgDays; pending: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<DialogValues>();
  const mode = useWatch({ control, name: "activation.mode" });
  return (
    <Stack spacing={2}>
      <Controller
        control={control}
        name="activation.mode"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="activation-label">{t("accounts.activation.label")}</FormLabel>
            <RadioGroup
              aria-labelledby="activation-label"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value === "date" ? "date" : "now")}
            >
              <FormControlLabel value="now" control={<Radio />} label={t("accounts.activation.now")} />
              <FormControlLabel value="date" control={<Radio />} label={t("accounts.activation.onDate")} />
            </RadioGroup>
          </FormControl>
        )}
      />
      {mode === "date" && (
        <Box sx={{ maxWidth: 280 }}>
          <DialogDate
            name="activation.on"
            label={t("accounts.activation.date")}
            min={days.tomorrow}
            required
            helperText={pending ? t("accounts.activation.pendingHint") : t("accounts.activation.dateHint")}
          />
        </Box>
      )}
    </Stack>
  );
}
