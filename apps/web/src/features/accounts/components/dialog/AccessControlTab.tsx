import { Alert, Box, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { Controller, get, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { DialogValues } from "../../lib/dialog-values";
import type { ScreenRow } from "../../lib/screens";

/**
 * Tab "Access control" (C-011, C-012): each screen's access for this profile, with only the valid
 * choices of the job type's first group; fixed screens are shown but cannot be changed.
 */
export function AccessControlTab(props: { hasJobType: boolean; rows: readonly ScreenRow[] }) {
  const { hasJobType, rows } = props;
  const { t } = useTranslation();
  const { control, formState } = useFormContext<DialogValues>();
  if (!hasJobType) return <Alert severity="info">{t("accounts.access.needsJobType")}</Alert>;
  if (rows.length === 0) return <Alert severity="info">{t("accounts.access.noScreens")}</Alert>;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary" variant="body2">
        {t("accounts.access.subtitle")}
      </Typography>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        {rows.map((row) => {
          const error: unknown = get(formState.errors, `screens.${row.key}`);
          const message =
            typeof error === "object" &&
            error !== null &&
            "message" in error &&
            typeof error.message === "string"
              ? error.message
              : undefined;
          const fixed = row.choices.length < 2;
          return (
            <Controller
              key={row.key}
              control={control}
              name={`screens.${row.key}`}
              render={({ field }) => (
                <TextField
                  select
                  fullWidth
                  label={t(`accounts.screens.${screenLabel(row.key)}`)}
                  value={row.value}
                  disabled={fixed}
                  onChange={(event) => field.onChange(event.target.value)}
                  error={message !== undefined}
                  helperText={message ?? (fixed ? t("accounts.access.fixed") : undefined)}
                >
                  {row.choices.map((choice) => (
                    <MenuItem key={choice} value={choice}>
                      {t(`accounts.access.values.${choice}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          );
        })}
      </Box>
    </Stack>
  );
}

const LABELS = [
  "schedule",
  "masterSchedule",
  "dailySchedule",
  "snapshot",
  "template",
  "openShift",
  "request",
  "user",
  "report",
] as const;

function screenLabel(key: string): (typeof LABELS)[number] {
  return LABELS.find((label) => label === key) ?? "schedule";
}
