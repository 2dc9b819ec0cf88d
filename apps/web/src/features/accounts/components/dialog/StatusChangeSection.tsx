import { Alert, Box, Checkbox, Chip, FormControlLabel, MenuItem, Stack, TextField } from "@mui/material";
import { type ProfileState, statusChoices } from "@rosterly/domain/accounts";
import { Controller, get, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { OrgDays } from "../../lib/dates";
import type { DialogValues } from "../../lib/dialog-values";
import type { Option } from "../../lib/references";
import { DialogDate, DialogSelect, DialogText } from "./fields";

/**
 * D-013: a new status now or from a date. Choices exclude the current state; inactive may end on a
 * date; non-active statuses flag the person's overlapping shifts; severed may delete future
 * shifts, confirmed by typing 'delete' unless the person was already severed.
 */
export function StatusChangeSection(props: {
  current: ProfileState;
  days: OrgDays;
  flags: readonly Option[];
}) {
  const { current, days, flags } = props;
  const { t } = useTranslation();
  const { control, formState } = useFormContext<DialogValues>();
  const status = useWatch({ control, name: "status" });
  const nonActive = status.state === "inactive" || status.state === "severed";
  const flagError: unknown = get(formState.errors, "status.flagIds");
  const flagMessage =
    typeof flagError === "object" &&
    flagError !== null &&
    "message" in flagError &&
    typeof flagError.message === "string"
      ? flagError.message
      : undefined;

  return (
    <Stack spacing={2.5}>
      <Box sx={{ maxWidth: 320 }}>
        <DialogSelect
          name="status.state"
          label={t("accounts.status.newStatus")}
          emptyLabel={t("accounts.status.noChange")}
          options={statusChoices(current).map((state) => ({
            value: state,
            label: t(`accounts.states.${state}`),
          }))}
        />
      </Box>
      {status.state !== "" && (
        <>
          <Controller
            control={control}
            name="status.immediately"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
                label={t("accounts.status.immediately")}
              />
            )}
          />
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
            {!status.immediately && (
              <DialogDate
                name="status.effectiveOn"
                label={t("accounts.status.effectiveFrom")}
                min={days.tomorrow}
                required
              />
            )}
            {status.state === "inactive" && (
              <DialogDate
                name="status.until"
                label={t("accounts.status.effectiveUntil")}
                min={days.dayAfterTomorrow}
                helperText={t("accounts.status.untilHint", { state: t(`accounts.states.${current}`) })}
              />
            )}
          </Box>
          {nonActive && (
            <Controller
              control={control}
              name="status.flagIds"
              render={({ field }) => (
                <TextField
                  select
                  fullWidth
                  label={t("accounts.status.shiftFlags")}
                  value={field.value.map(String)}
                  onChange={(event) => {
                    const picked: unknown = event.target.value;
                    const list = Array.isArray(picked) ? picked : String(picked).split(",");
                    field.onChange(list.map(Number).filter((id) => Number.isInteger(id) && id > 0));
                  }}
                  error={flagMessage !== undefined}
                  helperText={flagMessage ?? t("accounts.status.shiftFlagsHint")}
                  slotProps={{
                    select: {
                      multiple: true,
                      renderValue: (selected) => (
                        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}>
                          {(Array.isArray(selected) ? selected : []).map((id) => (
                            <Chip
                              key={String(id)}
                              size="small"
                              label={flags.find((f) => String(f.id) === String(id))?.label ?? String(id)}
                            />
                          ))}
                        </Box>
                      ),
                    },
                  }}
                >
                  {flags.map((flag) => (
                    <MenuItem key={flag.id} value={String(flag.id)}>
                      {flag.label}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
          {status.state === "severed" && (
            <Stack spacing={1.5}>
              <Controller
                control={control}
                name="status.deleteShifts"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                      />
                    }
                    label={t("accounts.status.deleteShifts")}
                  />
                )}
              />
              {status.deleteShifts && current !== "severed" && (
                <>
                  <Alert severity="warning">{t("accounts.status.deleteWarning")}</Alert>
                  <Box sx={{ maxWidth: 320 }}>
                    <DialogText
                      name="status.confirmation"
                      label={t("accounts.status.typeDelete")}
                      autoComplete="off"
                    />
                  </Box>
                </>
              )}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
