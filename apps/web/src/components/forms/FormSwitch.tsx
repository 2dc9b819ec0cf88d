import { FormControlLabel, Switch, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";

/** An on/off setting with its label and, when the label alone is not clear, a one-line explanation. */
export function FormSwitch<F extends FieldValues>(props: {
  control: Control<F>;
  name: FieldPath<F>;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}) {
  const { control, name, label, description, disabled } = props;
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      disabled={disabled}
      sx={{ alignItems: description ? "flex-start" : "center", mr: 0 }}
      control={
        <Switch
          name={field.name}
          checked={field.value === true}
          onChange={(_, checked) => field.onChange(checked)}
          onBlur={field.onBlur}
          sx={description ? { mt: -0.5 } : undefined}
        />
      }
      label={
        description ? (
          <span>
            <Typography component="span" sx={{ display: "block", fontWeight: 500 }}>
              {label}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: "block" }}>
              {description}
            </Typography>
          </span>
        ) : (
          label
        )
      }
    />
  );
}
