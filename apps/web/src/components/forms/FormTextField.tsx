import { TextField, type TextFieldProps } from "@mui/material";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";

type Props<F extends FieldValues> = Omit<TextFieldProps, "name" | "value" | "onChange" | "error"> & {
  control: Control<F>;
  name: FieldPath<F>;
};

/** A text input bound to a form field; its error (client rule or server 400) replaces the helper text. */
export function FormTextField<F extends FieldValues>({ control, name, helperText, ...rest }: Props<F>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...rest}
      name={field.name}
      value={field.value ?? ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
