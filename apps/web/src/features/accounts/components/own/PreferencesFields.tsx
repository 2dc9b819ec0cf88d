import { Box, FormControlLabel, FormGroup, MenuItem, Switch, TextField, Typography } from "@mui/material";
import { Controller, type Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { NOTIFICATION_TOPICS, REMINDER_HOURS } from "../../lib/preferences";
import type { OwnProfileValues } from "../../lib/own-profile-form";

/** Which notifications the person gets and when shifts are recalled to them. */
export function PreferencesFields({
  control,
  reminding,
}: {
  control: Control<OwnProfileValues>;
  reminding: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
          {t("accounts.own.notifications")}
        </Typography>
        <FormGroup>
          {NOTIFICATION_TOPICS.map((topic) => (
            <Controller
              key={topic}
              control={control}
              name={`notifications.${topic}`}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  label={t(`accounts.own.topics.${topic}`)}
                />
              )}
            />
          ))}
        </FormGroup>
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
          {t("accounts.own.reminders")}
        </Typography>
        <Controller
          control={control}
          name="reminders.shifts"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
              }
              label={t("accounts.own.remindShifts")}
            />
          )}
        />
        <Controller
          control={control}
          name="reminders.hoursBefore"
          render={({ field }) => (
            <TextField
              select
              fullWidth
              disabled={!reminding}
              label={t("accounts.own.hoursBefore")}
              value={String(field.value)}
              onChange={(event) => field.onChange(Number(event.target.value))}
              sx={{ mt: 2, maxWidth: 260, display: "flex" }}
            >
              {REMINDER_HOURS.map((hours) => (
                <MenuItem key={hours} value={String(hours)}>
                  {t("accounts.own.hours", { count: hours })}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>
    </Box>
  );
}
