import type { IdOption } from "../../lib/organisation/options";
import { Autocomplete, Chip, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";

/**
 * Chooses rows by id (shift types, job types, ...). Obsolete rows are kept when already chosen but
 * never offered anew (E-017), as the server's reference check requires.
 */
export function IdMultiSelect<F extends FieldValues>(props: {
  control: Control<F>;
  name: FieldPath<F>;
  label: string;
  options: readonly IdOption[];
  helperText?: string;
  disabled?: boolean;
}) {
  const { control, name, label, options, helperText, disabled } = props;
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const chosen: number[] = Array.isArray(field.value) ? field.value : [];
  const byId = new Map(options.map((option) => [option.id, option]));
  const value = chosen.map((id) => byId.get(id) ?? { id, label: t("forms.unknownRow", { id }) });
  const offered = options.filter((option) => !option.obsolete || chosen.includes(option.id));
  return (
    <Autocomplete
      multiple
      disabled={disabled}
      options={offered}
      value={value}
      filterSelectedOptions
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onChange={(_, selected) => field.onChange(selected.map((option) => option.id))}
      onBlur={field.onBlur}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              label={option.obsolete ? t("forms.obsoleteOption", { name: option.label }) : option.label}
              sx={option.obsolete ? { opacity: 0.6 } : undefined}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          inputRef={field.ref}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
