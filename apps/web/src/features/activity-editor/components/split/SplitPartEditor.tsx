import PersonSearch from "@mui/icons-material/PersonSearch";
import { Autocomplete, Box, Button, TextField, Typography } from "@mui/material";
import type { Shift } from "@rosterly/contract";
import { partTimes, setPartEnd, type SplitError, type SplitPart } from "@rosterly/domain/schedule";
import { TIME_OPTIONS } from "@rosterly/domain/time";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { normaliseTimeText } from "../../lib/shift-form";
import { personName, type Reference } from "../../lib/reference";
import { SPLIT_ERROR_KEYS } from "./split-messages";

/**
 * The selected part: where it ends (typed or picked; the times the split rules refuse are disabled,
 * and the next part's start moves with it) and who works it. The last part ends with the shift.
 */
export function SplitPartEditor(props: {
  shift: Shift;
  parts: readonly SplitPart[];
  index: number;
  reference: Reference;
  onEnd: (text: string) => SplitError | null;
  onReassign: () => void;
}) {
  const { shift, parts, index, reference, onEnd, onReassign } = props;
  const { t } = useTranslation();
  const part = parts[index];
  const times = part ? partTimes(part, shift) : null;
  const [text, setText] = useState(times?.endTime ?? "");
  const [error, setError] = useState<SplitError | null>(null);
  if (!part || !times) return null;
  const last = index === parts.length - 1;

  const commit = (value: string) => {
    const normalised = normaliseTimeText(value);
    setText(normalised);
    setError(normalised === times.endTime ? null : onEnd(normalised));
  };

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <Typography variant="h4" component="h3">
        {t("activityEditor.split.partLabel", { number: index + 1 })}
      </Typography>
      <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 1.5 }}>
        <TextField size="small" label={t("activityEditor.shift.start")} value={times.startTime} disabled />
        {last ? (
          <TextField
            size="small"
            label={t("activityEditor.shift.end")}
            value={times.endTime}
            disabled
            helperText={t("activityEditor.split.endsWithShift")}
          />
        ) : (
          <Autocomplete
            freeSolo
            disableClearable
            options={[...TIME_OPTIONS]}
            getOptionDisabled={(option) => !setPartEnd(parts, index, option, shift).ok}
            value={text}
            inputValue={text}
            onInputChange={(_event, value, reason) => {
              setText(value);
              if (reason === "selectOption") commit(value);
            }}
            onChange={(_event, value) => commit(value)}
            slotProps={{ listbox: { sx: { maxHeight: 240 } } }}
            renderInput={(params) => (
              <TextField
                {...params}
                size="small"
                label={t("activityEditor.shift.end")}
                error={error !== null}
                helperText={error ? t(SPLIT_ERROR_KEYS[error]) : undefined}
                onBlur={() => commit(text)}
              />
            )}
          />
        )}
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t("activityEditor.shift.assignee")}
        </Typography>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          <Typography sx={{ fontWeight: 600 }}>{personName(reference, part.assigneeId)}</Typography>
          <Button size="small" startIcon={<PersonSearch />} onClick={onReassign}>
            {t("activityEditor.split.reassign")}
          </Button>
        </Box>
        {part.assigneeId !== shift.assigneeId && (
          <Typography variant="body2" color="warning.dark">
            {t("activityEditor.split.giveawayHint", { name: personName(reference, shift.assigneeId) })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
