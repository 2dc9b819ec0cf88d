import { Box, Button, Chip, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { dateRange, earliestTimeOff, mergeDates, requestableEventTypes } from "@rosterly/domain/requests";
import { useMemo, useState } from "react";
import { useController, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../lib/formatter-context";
import { issuesResolver } from "../../../lib/forms/issues";
import { fieldsByWirePath } from "../../../lib/forms/server-errors";
import { useSession } from "../../../lib/session/session-context";
import { useSendTimeOff } from "../api/send-requests";
import { type TimeOffValues, timeOffBody, timeOffIssues } from "../lib/forms";
import { requestOffer } from "../lib/offer";
import { CommentsField } from "./CommentsField";
import { FindingsPreview } from "./FindingsPreview";
import { RequestDialog } from "./RequestDialog";
import { useSendOutcome } from "./use-send-outcome";

const fieldOf = fieldsByWirePath<TimeOffValues>(["typeId", "dates", "comments"], {
  type_id: "typeId",
  dates: "dates",
});

/**
 * Asking for time off (Y-028): an event type staff may ask for, one or more dates (a range added
 * at once, single days added or removed), comments; the validators' preview before sending.
 */
export function TimeOffDialog(props: { today: string; onClose: () => void }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { hospital } = useSession();
  const offer = useMemo(() => requestOffer(hospital), [hospital]);
  const types = useMemo(() => requestableEventTypes(hospital.eventTypes, offer), [hospital, offer]);
  const earliest = earliestTimeOff(props.today, offer);
  const form = useForm<TimeOffValues>({
    defaultValues: { typeId: types.length === 1 ? (types[0]?.id ?? "") : "", dates: [], comments: "" },
    resolver: issuesResolver<TimeOffValues>((values) => timeOffIssues(values, props.today, offer), t),
    mode: "onTouched",
  });
  const { control, handleSubmit, setError } = form;
  const typeField = useController({ control, name: "typeId" });
  const datesField = useController({ control, name: "dates" });
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const outcome = useSendOutcome(setError, fieldOf, props.onClose);
  const send = useSendTimeOff({ mutationConfig: outcome.mutationConfig });
  const values = useWatch({ control }) as TimeOffValues;
  const body = timeOffBody({ typeId: values.typeId ?? "", dates: values.dates ?? [], comments: "" });
  const dates = datesField.field.value;
  const range = dateRange(from, to === "" ? from : to);

  const addRange = () => {
    if (range.length === 0) return;
    datesField.field.onChange(mergeDates(dates, range));
    void form.trigger("dates");
    setFrom("");
    setTo("");
  };

  return (
    <RequestDialog
      title={t("requestForms.timeOff.title")}
      onClose={props.onClose}
      sending={send.isPending}
      messages={outcome.messages}
      onSubmit={(event) =>
        void handleSubmit((submitted) => {
          outcome.clear();
          const ready = timeOffBody(submitted);
          if (ready) send.mutate(ready);
        })(event)
      }
    >
      <TextField
        select
        required
        fullWidth
        label={t("requestForms.timeOff.type")}
        name={typeField.field.name}
        value={typeField.field.value}
        inputRef={typeField.field.ref}
        onBlur={typeField.field.onBlur}
        onChange={(event) => typeField.field.onChange(Number(event.target.value))}
        error={typeField.fieldState.error !== undefined}
        helperText={
          typeField.fieldState.error?.message ??
          (types.length === 0 ? t("requestForms.timeOff.noTypes") : undefined)
        }
      >
        {types.map((type) => (
          <MenuItem key={type.id} value={type.id}>
            {type.name}
          </MenuItem>
        ))}
      </TextField>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          {t("requestForms.timeOff.dates")}
        </Typography>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={1.5}
          sx={{ alignItems: { sm: "flex-start" } }}
        >
          <TextField
            type="date"
            label={t("requestForms.timeOff.from")}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliest } }}
            fullWidth
          />
          <TextField
            type="date"
            label={t("requestForms.timeOff.to")}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            helperText={t("requestForms.timeOff.toHelp")}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || earliest } }}
            fullWidth
          />
          <Button
            variant="outlined"
            onClick={addRange}
            disabled={range.length === 0}
            sx={{ flexShrink: 0, mt: { sm: 1 } }}
          >
            {range.length > 1
              ? t("requestForms.timeOff.addDays", { count: range.length })
              : t("requestForms.timeOff.addDay")}
          </Button>
        </Stack>
        <Box
          component="ul"
          aria-label={t("requestForms.timeOff.chosen")}
          sx={{ display: "flex", flexWrap: "wrap", gap: 0.75, listStyle: "none", p: 0, m: 0, mt: 1.5 }}
        >
          {dates.map((date) => (
            <li key={date}>
              <Chip
                label={formatter.date(date, "date")}
                onClick={() => datesField.field.onChange(dates.filter((day) => day !== date))}
                onDelete={() => datesField.field.onChange(dates.filter((day) => day !== date))}
                aria-label={t("requestForms.timeOff.removeDate", { date: formatter.date(date, "date") })}
              />
            </li>
          ))}
        </Box>
        <Typography
          variant="body2"
          color={datesField.fieldState.error ? "error" : "text.secondary"}
          role={datesField.fieldState.error ? "alert" : undefined}
          sx={{ mt: 1 }}
        >
          {datesField.fieldState.error?.message ??
            (dates.length === 0
              ? t("requestForms.timeOff.noneChosen")
              : t("requestForms.timeOff.count", { count: dates.length }))}
        </Typography>
      </Box>
      <CommentsField control={control} />
      <FindingsPreview preview={body === null ? null : { kind: "event", body }} />
    </RequestDialog>
  );
}
