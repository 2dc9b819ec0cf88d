import { DatePicker } from "@mui/x-date-pickers";
import { DATE_FORMATS, toDateFnsPattern } from "../../../../lib/format";
import { dateToDay, dayToDate } from "../../lib/calendar-day";

const INPUT_PATTERN = toDateFnsPattern(DATE_FORMATS.input);

/** A calendar day (`YYYY-MM-DD`) typed as the organisation's input format or picked on a calendar. */
export function DayField(props: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const { label, value, onChange, error, disabled } = props;
  return (
    <DatePicker
      label={label}
      value={dayToDate(value)}
      format={INPUT_PATTERN}
      disabled={disabled}
      onChange={(date) => {
        const day = dateToDay(date);
        if (day !== null) onChange(day);
      }}
      slotProps={{
        textField: { size: "small", fullWidth: true, error: Boolean(error), helperText: error ?? undefined },
      }}
    />
  );
}
