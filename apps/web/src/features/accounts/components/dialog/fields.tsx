/** The dialog's inputs bound to its one form, each showing its own error under it. */
import { MenuItem, TextField, type TextFieldProps } from "@mui/material";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import type { ReactNode } from "react";
import { Controller, type FieldPath, get, useFormContext } from "react-hook-form";
import { fromPickerDate, toPickerDate } from "../../lib/dates";
import type { DialogValues } from "../../lib/dialog-values";

type Name = FieldPath<DialogValues>;

function useFieldError(name: Name): string | undefined {
  const { formState } = useFormContext<DialogValues>();
  const error: unknown = get(formState.errors, name);
  if (typeof error !== "object" || error === null || !("message" in error)) return undefined;
  return typeof error.message === "string" ? error.message : undefined;
}

export function DialogText(
  props: { name: Name; label: string; helperText?: ReactNode } & Omit<TextFieldProps, "name" | "label">,
) {
  const { name, label, helperText, onBlur, ...rest } = props;
  const { register } = useFormContext<DialogValues>();
  const error = useFieldError(name);
  const registered = register(name);
  return (
    <TextField
      {...rest}
      {...registered}
      onBlur={(event) => {
        void registered.onBlur(event);
        onBlur?.(event);
      }}
      label={label}
      error={error !== undefined}
      helperText={error ?? helperText}
      fullWidth
    />
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function DialogSelect(props: {
  name: Name;
  label: string;
  options: readonly SelectOption[];
  disabled?: boolean;
  required?: boolean;
  emptyLabel?: string;
  helperText?: ReactNode;
  onChanged?: (value: string) => void;
}) {
  const { name, label, options, disabled, required, emptyLabel, helperText, onChanged } = props;
  const { control } = useFormContext<DialogValues>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          fullWidth
          label={label}
          required={required}
          disabled={disabled}
          name={field.name}
          inputRef={field.ref}
          value={typeof field.value === "string" ? field.value : ""}
          onChange={(event) => {
            field.onChange(event.target.value);
            onChanged?.(event.target.value);
          }}
          onBlur={field.onBlur}
          error={error !== undefined}
          helperText={error ?? helperText}
        >
          {emptyLabel !== undefined && (
            <MenuItem value="">
              <em>{emptyLabel}</em>
            </MenuItem>
          )}
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** A calendar day (stored `YYYY-MM-DD`) typed as MM/DD/YYYY or picked, not before `min`. */
export function DialogDate(props: {
  name: Name;
  label: string;
  min: string;
  helperText?: ReactNode;
  required?: boolean;
}) {
  const { name, label, min, helperText, required } = props;
  const { control } = useFormContext<DialogValues>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DatePicker
          label={label}
          format="MM/dd/yyyy"
          minDate={toPickerDate(min) ?? undefined}
          value={toPickerDate(typeof field.value === "string" ? field.value : null)}
          onChange={(value) => field.onChange(fromPickerDate(value))}
          slotProps={{
            textField: {
              fullWidth: true,
              required,
              name: field.name,
              onBlur: field.onBlur,
              error: error !== undefined,
              helperText: error ?? helperText,
            },
          }}
        />
      )}
    />
  );
}
