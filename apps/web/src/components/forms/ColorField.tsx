import { Box, ButtonBase, InputAdornment, TextField, Tooltip } from "@mui/material";
import { normalizeColor } from "@rosterly/domain/fields";
import { useTranslation } from "react-i18next";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";

/** Colours that read well on the white grid and keep white pill text legible. */
export const COLOR_PRESETS = [
  "#1e88e5",
  "#3949ab",
  "#5e35b1",
  "#8e24aa",
  "#d81b60",
  "#e53935",
  "#f4511e",
  "#fb8c00",
  "#c0a000",
  "#43a047",
  "#00897b",
  "#00acc1",
  "#6d4c41",
  "#546e7a",
] as const;

/**
 * A colour as `#RRGGBB` text (what the server stores), with the system picker behind the swatch and
 * a row of presets. Typed text is checked by the form's rules (the domain's colour rule).
 */
export function ColorField<F extends FieldValues>(props: {
  control: Control<F>;
  name: FieldPath<F>;
  label: string;
  disabled?: boolean;
}) {
  const { control, name, label, disabled } = props;
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const text = typeof field.value === "string" ? field.value : "";
  const parsed = normalizeColor(text);
  const swatch = parsed.ok && parsed.value !== null ? parsed.value : null;

  return (
    <Box>
      <TextField
        label={label}
        name={field.name}
        value={text}
        disabled={disabled}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={fieldState.error !== undefined}
        helperText={fieldState.error?.message ?? t("forms.colorHelp")}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Box
                  component="label"
                  aria-label={t("forms.pickColor")}
                  sx={{
                    position: "relative",
                    width: 24,
                    height: 24,
                    borderRadius: 1,
                    border: 1,
                    borderColor: "divider",
                    bgcolor: swatch ?? "transparent",
                    cursor: disabled ? "default" : "pointer",
                    overflow: "hidden",
                  }}
                >
                  <Box
                    component="input"
                    type="color"
                    disabled={disabled}
                    value={swatch ?? "#000000"}
                    onChange={(event) => field.onChange(event.currentTarget.value)}
                    sx={{ position: "absolute", inset: 0, opacity: 0, cursor: "inherit" }}
                  />
                </Box>
              </InputAdornment>
            ),
          },
        }}
      />
      <Box
        role="group"
        aria-label={t("forms.colorPresets")}
        sx={{ display: "flex", flexWrap: "wrap", gap: 0.75, mt: 1 }}
      >
        {COLOR_PRESETS.map((color) => (
          <Tooltip key={color} title={color}>
            <ButtonBase
              aria-label={color}
              aria-pressed={swatch === color}
              disabled={disabled}
              onClick={() => field.onChange(color)}
              sx={{
                width: 22,
                height: 22,
                borderRadius: "50%",
                bgcolor: color,
                outline: swatch === color ? 2 : 0,
                outlineColor: "text.primary",
                outlineOffset: 2,
              }}
            />
          </Tooltip>
        ))}
      </Box>
    </Box>
  );
}
