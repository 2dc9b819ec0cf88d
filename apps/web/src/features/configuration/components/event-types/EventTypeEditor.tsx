import { Box, Stack } from "@mui/material";
import type { EventType } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { ColorField } from "../../../../components/forms/ColorField";
import { FormSwitch } from "../../../../components/forms/FormSwitch";
import { FormTextField } from "../../../../components/forms/FormTextField";
import type { EditorProps } from "../../lib/kind";
import { EVENT_SWITCHES, type EventTypeForm } from "./form";
import { IdentityFields } from "../dialog/IdentityFields";

export function EventTypeEditor({ form, disabled }: EditorProps<EventTypeForm, EventType>) {
  const { t } = useTranslation();
  const { control } = form;
  return (
    <Stack spacing={2.5}>
      <IdentityFields control={control} disabled={disabled} />
      <Stack spacing={1.5}>
        {EVENT_SWITCHES.map((name) => (
          <FormSwitch
            key={name}
            control={control}
            name={name}
            label={t(`configuration.eventTypes.${name}`)}
            description={t(`configuration.eventTypes.${name}Help`)}
            disabled={disabled}
          />
        ))}
      </Stack>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
          alignItems: "start",
        }}
      >
        <ColorField
          control={control}
          name="color"
          label={t("configuration.eventTypes.color")}
          disabled={disabled}
        />
        <FormTextField
          control={control}
          name="symbolValue"
          label={t("configuration.eventTypes.symbol")}
          helperText={t("configuration.eventTypes.symbolHelp")}
          disabled={disabled}
        />
      </Box>
    </Stack>
  );
}
