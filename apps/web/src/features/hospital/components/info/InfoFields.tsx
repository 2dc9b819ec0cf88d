import { Box, MenuItem } from "@mui/material";
import { COUNTRIES, US_STATES, US_TIME_ZONES } from "@rosterly/domain/geo";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../../components/forms/FormTextField";
import type { InfoForm } from "./info-form";

/** Name, address, phone, CCN and time zone, with the form lists of R-009. */
export function InfoFields({ control, disabled }: { control: Control<InfoForm>; disabled: boolean }) {
  const { t } = useTranslation();
  const grid = { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "repeat(6, 1fr)" } } as const;
  const span = (columns: number) => ({ gridColumn: { xs: "auto", sm: `span ${columns}` } });
  return (
    <Box sx={grid}>
      <FormTextField
        control={control}
        name="name"
        label={t("hospital.name")}
        required
        disabled={disabled}
        sx={span(6)}
        autoFocus
      />
      <FormTextField
        control={control}
        name="address1"
        label={t("hospital.address1")}
        disabled={disabled}
        sx={span(3)}
      />
      <FormTextField
        control={control}
        name="address2"
        label={t("hospital.address2")}
        disabled={disabled}
        sx={span(3)}
      />
      <FormTextField
        control={control}
        name="city"
        label={t("hospital.city")}
        disabled={disabled}
        sx={span(2)}
      />
      <FormTextField
        control={control}
        name="state"
        label={t("hospital.state")}
        select
        disabled={disabled}
        sx={span(2)}
      >
        <MenuItem value="">{t("hospital.noState")}</MenuItem>
        {US_STATES.map((state) => (
          <MenuItem key={state.code} value={state.code}>
            {`${state.name} (${state.code})`}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="zipCode"
        label={t("hospital.zipCode")}
        disabled={disabled}
        sx={span(2)}
        slotProps={{ htmlInput: { inputMode: "numeric" } }}
      />
      <FormTextField
        control={control}
        name="country"
        label={t("hospital.country")}
        select
        disabled={disabled}
        sx={span(2)}
      >
        {COUNTRIES.map((country) => (
          <MenuItem key={country.code} value={country.code}>
            {country.name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="phoneDefault"
        label={t("hospital.phone")}
        placeholder="(###) ###-####"
        disabled={disabled}
        sx={span(2)}
        slotProps={{ htmlInput: { inputMode: "tel" } }}
      />
      <FormTextField
        control={control}
        name="ccn"
        label={t("hospital.ccn")}
        helperText={t("hospital.ccnHelp")}
        disabled={disabled}
        sx={span(2)}
      />
      <FormTextField
        control={control}
        name="timezone"
        label={t("hospital.timezone")}
        select
        required
        disabled={disabled}
        sx={span(6)}
      >
        {US_TIME_ZONES.map((zone) => (
          <MenuItem key={zone.zone} value={zone.zone}>
            {`${zone.label} (${zone.zone})`}
          </MenuItem>
        ))}
      </FormTextField>
    </Box>
  );
}
