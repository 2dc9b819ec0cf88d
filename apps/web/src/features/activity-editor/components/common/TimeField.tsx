import { Autocomplete, TextField } from "@mui/material";
import { timeOptionsExcluding } from "@rosterly/domain/time";
import { useMemo } from "react";
import { normaliseTimeText } from "../../lib/shift-form";

/**
 * A start or end time (F-016): the 30-minute list `00:00`-`23:30` where the other field's time is
 * disabled, or a typed `HH:MM`/`HHMM` (24 h), normalised to `HH:MM` when the field is left.
 */
export function TimeField(props: {
  label: string;
  value: string;
  otherTime: string;
  onChange: (text: string) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const { label, value, otherTime, onChange, error, disabled } = props;
  const options = useMemo(() => timeOptionsExcluding(normaliseTimeText(otherTime) || null), [otherTime]);
  const disabledValues = useMemo(
    () => new Set(options.filter((option) => option.disabled).map((option) => option.value)),
    [options],
  );
  return (
    <Autocomplete
      freeSolo
      disableClearable
      autoSelect={false}
      disabled={disabled}
      options={options.map((option) => option.value)}
      getOptionDisabled={(option) => disabledValues.has(option)}
      value={value}
      inputValue={value}
      onInputChange={(_event, text) => onChange(text)}
      onChange={(_event, text) => onChange(text)}
      slotProps={{ listbox: { sx: { maxHeight: 240 } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          size="small"
          error={Boolean(error)}
          helperText={error ?? undefined}
          onBlur={() => onChange(normaliseTimeText(value))}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, inputMode: "numeric", maxLength: 5 },
          }}
        />
      )}
    />
  );
}
