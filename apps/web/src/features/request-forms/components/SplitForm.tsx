import { Box, Button, MenuItem, Paper, Stack, TextField, Typography } from "@mui/material";
import type { Shift } from "@rosterly/contract";
import {
  canSplitPart,
  MAX_SPLIT_PARTS,
  partTimes,
  removePart,
  type SplitEdit,
  type SplitError,
  type SplitPart,
  setPartAssignee,
  setPartEnd,
  splitPart,
  startSplit,
} from "@rosterly/domain/schedule";
import { useMemo, useState } from "react";
import { useController, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { issuesResolver } from "../../../lib/forms/issues";
import { fieldsByWirePath } from "../../../lib/forms/server-errors";
import { useSession } from "../../../lib/session/session-context";
import { useSendShiftRequest } from "../api/send-requests";
import { type SplitValues, splitBody, splitIssues } from "../lib/forms";
import { departmentColleagues } from "../lib/people";
import { CommentsField } from "./CommentsField";
import { FindingsPreview } from "./FindingsPreview";
import { RequestDialog } from "./RequestDialog";
import { ShiftSummary } from "./ShiftSummary";
import { useSendOutcome } from "./use-send-outcome";

const fieldOf = fieldsByWirePath<SplitValues>(["comments"], { splits: "parts" });

/** Two halves to start from: the first stays the requester's, the second awaits a colleague. */
function initialParts(shift: Shift): SplitPart[] {
  const whole = startSplit(shift);
  if (whole === null) return [];
  const halves = splitPart(whole, 0);
  return halves.ok ? [...halves.parts] : whole;
}

/**
 * Splitting a shift (K-003 Split, F-034 rules): up to three back-to-back parts; the first stays the
 * requester's, each later one goes to a colleague. A part's end moves the next part's start.
 */
export function SplitForm({ shift, onClose }: { shift: Shift; onClose: () => void }) {
  const { t } = useTranslation();
  const { hospital, user } = useSession();
  const colleagues = useMemo(
    () => departmentColleagues(hospital, shift.departmentId, user.id),
    [hospital, shift.departmentId, user.id],
  );
  const form = useForm<SplitValues>({
    defaultValues: { parts: initialParts(shift), comments: "" },
    resolver: issuesResolver<SplitValues>((values) => splitIssues(values, shift), t),
  });
  const { control, handleSubmit, setError, formState } = form;
  const partsField = useController({ control, name: "parts" });
  const parts = partsField.field.value;
  const [endTexts, setEndTexts] = useState<Record<number, string>>({});
  const [endErrors, setEndErrors] = useState<Record<number, SplitError>>({});
  const outcome = useSendOutcome(setError, fieldOf, onClose);
  const send = useSendShiftRequest({ mutationConfig: outcome.mutationConfig });
  const body = splitBody(shift.id, { parts, comments: "" }, shift);

  const apply = (edit: SplitEdit): SplitError | null => {
    if (!edit.ok) return edit.error;
    partsField.field.onChange([...edit.parts]);
    setEndTexts({});
    if (formState.isSubmitted) void form.trigger();
    return null;
  };
  const commitEnd = (index: number, text: string) => {
    const error = apply(setPartEnd(parts, index, text, shift));
    setEndErrors((current) => {
      const next = { ...current };
      if (error === null) delete next[index];
      else next[index] = error;
      return next;
    });
  };
  const last = parts.length - 1;
  const partsError = form.getFieldState("parts", formState).error?.message;

  return (
    <RequestDialog
      title={t("requestForms.split.title")}
      onClose={onClose}
      sending={send.isPending}
      messages={outcome.messages}
      onSubmit={(event) =>
        void handleSubmit((values) => {
          outcome.clear();
          const ready = splitBody(shift.id, values, shift);
          if (ready) send.mutate(ready);
        })(event)
      }
    >
      <ShiftSummary shift={shift} />
      <Stack
        spacing={1.5}
        component="ol"
        sx={{ listStyle: "none", p: 0, m: 0 }}
        aria-label={t("requestForms.split.parts")}
      >
        {parts.map((part, index) => {
          const times = partTimes(part, shift);
          const endError = endErrors[index];
          const assigneeError = form.getFieldState(`parts.${index}.assigneeId`, formState).error?.message;
          return (
            <Paper component="li" variant="outlined" key={`${part.start}-${index}`} sx={{ p: 1.5 }}>
              <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1 }}>
                <Typography variant="subtitle2" component="h3">
                  {t("requestForms.split.part", {
                    number: index + 1,
                    start: times?.startTime ?? "",
                    end: times?.endTime ?? "",
                  })}
                </Typography>
                {index >= 2 && (
                  <Button size="small" onClick={() => apply(removePart(parts, index))}>
                    {t("requestForms.split.remove", { number: index + 1 })}
                  </Button>
                )}
              </Stack>
              <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
                {index < last ? (
                  <TextField
                    size="small"
                    label={t("requestForms.split.endsAt", { number: index + 1 })}
                    placeholder="HH:MM"
                    value={endTexts[index] ?? times?.endTime ?? ""}
                    onChange={(event) =>
                      setEndTexts((current) => ({ ...current, [index]: event.target.value }))
                    }
                    onBlur={(event) => commitEnd(index, event.target.value)}
                    onKeyDown={(event) => {
                      if (event.key === "Enter") {
                        event.preventDefault();
                        commitEnd(index, (event.target as HTMLInputElement).value);
                      }
                    }}
                    error={endError !== undefined}
                    helperText={endError ? t(`requestForms.split.issues.${endError}`) : undefined}
                    sx={{ width: { sm: 170 }, flexShrink: 0 }}
                  />
                ) : (
                  <TextField
                    size="small"
                    label={t("requestForms.split.endsAt", { number: index + 1 })}
                    value={times?.endTime ?? ""}
                    slotProps={{ htmlInput: { readOnly: true } }}
                    helperText={t("requestForms.split.endsWithShift")}
                    sx={{ width: { sm: 170 }, flexShrink: 0 }}
                  />
                )}
                {index === 0 ? (
                  <Box sx={{ alignSelf: { xs: "flex-start", sm: "center" } }}>
                    <Typography variant="body2">{t("requestForms.split.yours")}</Typography>
                  </Box>
                ) : (
                  <TextField
                    select
                    size="small"
                    fullWidth
                    required
                    label={t("requestForms.split.assignee", { number: index + 1 })}
                    value={part.assigneeId === user.id ? "" : part.assigneeId}
                    onChange={(event) => apply(setPartAssignee(parts, index, Number(event.target.value)))}
                    error={assigneeError !== undefined}
                    helperText={assigneeError}
                  >
                    {colleagues.map((colleague) => (
                      <MenuItem key={colleague.userId} value={colleague.userId}>
                        {colleague.fullName}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      {partsError && (
        <Typography variant="body2" color="error" role="alert">
          {partsError}
        </Typography>
      )}
      <Box>
        <Button
          variant="outlined"
          onClick={() => apply(splitPart(parts, last))}
          disabled={!canSplitPart(parts, last)}
        >
          {t("requestForms.split.add")}
        </Button>
        {parts.length >= MAX_SPLIT_PARTS && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t("requestForms.split.max", { max: MAX_SPLIT_PARTS })}
          </Typography>
        )}
      </Box>
      <CommentsField control={control} />
      <FindingsPreview preview={body === null ? null : { kind: "shift", body }} />
    </RequestDialog>
  );
}
