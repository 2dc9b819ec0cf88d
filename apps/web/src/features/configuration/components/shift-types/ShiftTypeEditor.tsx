import { Box, FormLabel, Stack, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import { type ShiftType, SYMBOL_TYPES } from "@rosterly/contract";
import { normalizeTime } from "@rosterly/domain/fields";
import { shiftHours } from "@rosterly/domain/time";
import { useController, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ColorField } from "../../../../components/forms/ColorField";
import { FormSwitch } from "../../../../components/forms/FormSwitch";
import { FormTextField } from "../../../../components/forms/FormTextField";
import { useFormatter } from "../../../../lib/formatter-context";
import type { EditorProps } from "../../lib/kind";
import type { ShiftTypeForm } from "./form";
import { IconPicker } from "./IconPicker";
import { SymbolPreview } from "./SymbolPreview";
import { IdentityFields } from "../dialog/IdentityFields";

/** Hours of the typed times (overnight adds 24 h, E-007), once both are valid. */
function typedHours(start: string, end: string): number | null {
  const from = normalizeTime(start);
  const to = normalizeTime(end);
  if (!from.ok || !to.ok || from.value === null || to.value === null) return null;
  return shiftHours(from.value, to.value);
}

export function ShiftTypeEditor({ form, disabled }: EditorProps<ShiftTypeForm, ShiftType>) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { control } = form;
  const [name, startTime, endTime, symbolValue, color] = useWatch({
    control,
    name: ["name", "startTime", "endTime", "symbolValue", "color"],
  });
  const symbolType = useController({ control, name: "symbolType" });
  const type = symbolType.field.value;
  const hours = typedHours(startTime, endTime);

  return (
    <Stack spacing={2.5}>
      <IdentityFields control={control} disabled={disabled} />
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr 1fr", sm: "1fr 1fr 1fr" },
          alignItems: "start",
        }}
      >
        <FormTextField
          control={control}
          name="startTime"
          label={t("configuration.shiftTypes.startTime")}
          placeholder="HH:MM"
          required
          disabled={disabled}
          slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 5 } }}
        />
        <FormTextField
          control={control}
          name="endTime"
          label={t("configuration.shiftTypes.endTime")}
          placeholder="HH:MM"
          required
          disabled={disabled}
          slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 5 } }}
        />
        <Box sx={{ gridColumn: { xs: "1 / -1", sm: "auto" }, pt: { sm: 1 } }}>
          <Typography variant="body2" color="text.secondary">
            {t("configuration.shiftTypes.hours")}
          </Typography>
          <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
            {hours === null
              ? "–"
              : t("configuration.shiftTypes.hoursValue", { hours: formatter.hours(hours) })}
          </Typography>
        </Box>
      </Box>
      <FormTextField
        control={control}
        name="maxShiftCount"
        label={t("configuration.shiftTypes.maxShiftCount")}
        helperText={t("configuration.shiftTypes.maxShiftCountHelp")}
        disabled={disabled}
        slotProps={{ htmlInput: { inputMode: "numeric" } }}
        sx={{ maxWidth: 280 }}
      />
      <Stack spacing={1}>
        <FormSwitch
          control={control}
          name="onCall"
          label={t("configuration.shiftTypes.onCall")}
          description={t("configuration.shiftTypes.onCallHelp")}
          disabled={disabled}
        />
        <FormSwitch
          control={control}
          name="partakeInScheduling"
          label={t("configuration.fields.partakeInScheduling")}
          description={t("configuration.shiftTypes.partakeHelp")}
          disabled={disabled}
        />
      </Stack>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600, color: "text.primary" }}>
          {t("configuration.shiftTypes.symbol")}
        </FormLabel>
        <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <Stack spacing={2}>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={symbolType.field.value}
              onChange={(_, value: ShiftTypeForm["symbolType"] | null) =>
                value && symbolType.field.onChange(value)
              }
              aria-label={t("configuration.shiftTypes.symbolType")}
              disabled={disabled}
              sx={{ flexWrap: "wrap" }}
            >
              {SYMBOL_TYPES.map((type) => (
                <ToggleButton key={type} value={type}>
                  {t(`configuration.shiftTypes.symbolTypes.${type}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {(type === "text" || type === "pill") && (
              <FormTextField
                control={control}
                name="symbolValue"
                label={t("configuration.shiftTypes.symbolText")}
                helperText={t("configuration.shiftTypes.symbolTextHelp")}
                disabled={disabled}
              />
            )}
            {type === "fa" && (
              <IconPicker control={control} name="symbolValue" color={color} disabled={disabled} />
            )}
            <ColorField
              control={control}
              name="color"
              label={t("configuration.shiftTypes.color")}
              disabled={disabled}
            />
          </Stack>
          <SymbolPreview look={{ name, startTime, endTime, symbolType: type, symbolValue, color }} />
        </Box>
      </Box>
    </Stack>
  );
}
