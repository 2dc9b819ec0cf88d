import { Autocomplete, Chip, TextField, Tooltip } from "@mui/material";
import type { Flag } from "@rosterly/contract";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { flagMatches, sortedFlags } from "../../lib/flags";

/**
 * Flags of a shift (F-020): offered by name, chosen ones shown as short-code chips, searched by name
 * or short code. Only flag ids leave this field.
 */
export function FlagSelect(props: {
  label: string;
  flags: readonly Flag[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
  error?: string | undefined;
}) {
  const { label, flags, value, onChange, disabled, error } = props;
  const { t } = useTranslation();
  const options = useMemo(() => sortedFlags(flags, value), [flags, value]);
  const selected = useMemo(() => options.filter((flag) => value.includes(flag.id)), [options, value]);
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      disabled={disabled}
      options={options}
      value={selected}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(flag) => flag.name}
      filterOptions={(list, state) => list.filter((flag) => flagMatches(flag, state.inputValue))}
      onChange={(_event, chosen) => onChange(chosen.map((flag) => flag.id))}
      noOptionsText={t("activityEditor.flags.none")}
      renderOption={(optionProps, flag) => {
        const { key, ...rest } = optionProps;
        return (
          <li key={key} {...rest}>
            <Chip size="small" label={flag.shortCode} sx={{ mr: 1, minWidth: 40 }} />
            {flag.name}
          </li>
        );
      }}
      renderValue={(chosen, getItemProps) =>
        chosen.map((flag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Tooltip key={key} title={flag.name}>
              <Chip size="small" label={flag.shortCode} aria-label={flag.name} {...itemProps} />
            </Tooltip>
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={label}
          placeholder={t("activityEditor.flags.search")}
          error={error !== undefined}
          helperText={error}
        />
      )}
    />
  );
}
