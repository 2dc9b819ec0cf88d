import { Stack } from "@mui/material";
import type { Flag } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { FormSwitch } from "../../../../components/forms/FormSwitch";
import { FormTextField } from "../../../../components/forms/FormTextField";
import type { EditorProps } from "../../lib/kind";
import { FLAG_SWITCHES, type FlagForm } from "./form";
import { IdentityFields } from "../dialog/IdentityFields";

export function FlagEditor({ form, disabled }: EditorProps<FlagForm, Flag>) {
  const { t } = useTranslation();
  const { control } = form;
  return (
    <Stack spacing={2.5}>
      <IdentityFields
        control={control}
        disabled={disabled}
        beside={
          <FormTextField
            control={control}
            name="shortCode"
            label={t("configuration.fields.shortCode")}
            required
            disabled={disabled}
          />
        }
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
