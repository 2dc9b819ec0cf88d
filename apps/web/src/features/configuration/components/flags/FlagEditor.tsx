import { Box, Stack } from "@mui/material";
import type { Flag } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { FormSwitch } from "../../../../components/forms/FormSwitch";
import { FormTextField } from "../../../../components/forms/FormTextField";
import type { EditorProps } from "../../lib/kind";
import { FLAG_SWITCHES, type FlagForm } from "./form";

export function FlagEditor({ form, disabled }: EditorProps<FlagForm, Flag>) {
  const { t } = useTranslation();
  const { control } = form;
  return (
    <Stack spacing={2.5}>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "2fr 1fr" } }}>
        <FormTextField
          control={control}
          name="name"
          label={t("configuration.fields.name")}
          required
          disabled={disabled}
          autoFocus
        />
        <FormTextField
          control={control}
          name="shortCode"
          label={t("configuration.fields.shortCode")}
          required
          disabled={disabled}
        />
      </Box>
      <FormTextField
        control={control}
        name="description"
        label={t("configuration.fields.description")}
        disabled={disabled}
        multiline
        minRows={2}
      />
      <Stack spacing={1.5}>
        {FLAG_SWITCHES.map((name) => (
          <FormSwitch
            key={name}
            control={control}
            name={name}
            label={t(`configuration.flags.${name}`)}
            description={t(`configuration.flags.${name}Help`)}
            disabled={disabled}
          />
        ))}
      </Stack>
    </Stack>
  );
}
