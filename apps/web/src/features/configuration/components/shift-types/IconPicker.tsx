import { Box, FormHelperText, FormLabel, ToggleButton, Tooltip } from "@mui/material";
import { createElement } from "react";
import { useTranslation } from "react-i18next";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { iconName, SYMBOL_ICONS } from "../../../../components/shift-symbol/icons";

/** The icons a shift type's `fa` symbol may use, as a grid of buttons; the value is the icon's name. */
export function IconPicker<F extends FieldValues>(props: {
  control: Control<F>;
  name: FieldPath<F>;
  color: string;
  disabled?: boolean;
}) {
  const { control, name, color, disabled } = props;
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const current = typeof field.value === "string" ? iconName(field.value) : "";
  return (
    <Box role="radiogroup" aria-label={t("configuration.shiftTypes.icon")}>
      <FormLabel component="div" sx={{ mb: 1, fontSize: 13 }}>
        {t("configuration.shiftTypes.icon")}
      </FormLabel>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(40px, 1fr))", gap: 0.5 }}>
        {Object.entries(SYMBOL_ICONS).map(([icon, component]) => (
          <Tooltip key={icon} title={icon}>
            <ToggleButton
              value={icon}
              role="radio"
              aria-checked={current === icon}
              aria-label={icon}
              selected={current === icon}
              disabled={disabled}
              size="small"
              onChange={() => field.onChange(icon)}
              sx={{ color, "&.Mui-selected": { color, bgcolor: "action.selected" } }}
            >
              {createElement(component, { fontSize: "small" })}
            </ToggleButton>
          </Tooltip>
        ))}
      </Box>
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Box>
  );
}
