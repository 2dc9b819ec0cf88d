import { Box, Chip, Typography } from "@mui/material";
import { DateCalendar, PickerDay, type PickerDayProps } from "@mui/x-date-pickers";
import { createContext, useContext, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../../lib/formatter-context";
import { dateToDay, dayToDate } from "../../lib/calendar-day";

const ChosenDays = createContext<ReadonlySet<string>>(new Set());

/** A calendar day that shows whether it is one of the chosen dates. */
function ChoosableDay(props: PickerDayProps) {
  const chosen = useContext(ChosenDays);
  const day = dateToDay(props.day);
  const isChosen = day !== null && chosen.has(day);
  return <PickerDay {...props} selected={isChosen} aria-pressed={isChosen} />;
}

/**
 * Several calendar days (F-026): clicking a day adds or removes it; the chosen days are listed as
 * chips. At least one day stays chosen: the last chip cannot be removed, nor its day unclicked.
 */
export function MultiDatePicker(props: {
  value: readonly string[];
  onChange: (days: string[]) => void;
  disabled?: boolean;
}) {
  const { value, onChange, disabled } = props;
  const { t } = useTranslation();
  const formatter = useFormatter();
  const chosen = useMemo(() => new Set(value), [value]);
  const sorted = useMemo(() => [...value].sort(), [value]);
  const canRemove = value.length > 1 && !disabled;

  const toggle = (day: string) => {
    if (chosen.has(day)) {
      if (canRemove) onChange(value.filter((item) => item !== day));
    } else onChange([...value, day].sort());
  };

  return (
    <Box>
      <ChosenDays value={chosen}>
        <DateCalendar
          value={null}
          referenceDate={dayToDate(sorted[0] ?? "") ?? undefined}
          disabled={disabled}
          onChange={(date) => {
            const day = dateToDay(date);
            if (day !== null) toggle(day);
          }}
          slots={{ day: ChoosableDay }}
          sx={{ width: "100%", maxWidth: 320, height: "auto", mx: 0 }}
        />
      </ChosenDays>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        {t("activityEditor.dates.chosen", { count: value.length })}
      </Typography>
      <Box
        role="list"
        aria-label={t("activityEditor.dates.listLabel")}
        sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}
      >
        {sorted.map((day) => (
          <Chip
            key={day}
            role="listitem"
            size="small"
            label={formatter.date(day, "chip")}
            onDelete={canRemove ? () => onChange(value.filter((item) => item !== day)) : undefined}
          />
        ))}
      </Box>
    </Box>
  );
}
