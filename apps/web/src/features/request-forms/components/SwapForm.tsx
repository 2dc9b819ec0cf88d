import { Alert, Box, FormLabel, LinearProgress, RadioGroup, Typography } from "@mui/material";
import type { Shift } from "@rosterly/contract";
import { useController, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../lib/formatter-context";
import { issuesResolver } from "../../../lib/forms/issues";
import { fieldsByWirePath } from "../../../lib/forms/server-errors";
import { useSession } from "../../../lib/session/session-context";
import { useSwapCandidates } from "../api/candidates";
import { useSendSwap } from "../api/send-requests";
import { type SwapValues, swapBody, swapIssues } from "../lib/forms";
import { CandidateOption } from "./CandidateOption";
import { CommentsField } from "./CommentsField";
import { FindingsPreview } from "./FindingsPreview";
import { RequestDialog } from "./RequestDialog";
import { ShiftSummary } from "./ShiftSummary";
import { useSendOutcome } from "./use-send-outcome";

const fieldOf = fieldsByWirePath<SwapValues>(["targetShiftId", "comments"], {
  target_shift_id: "targetShiftId",
});

/**
 * Swapping a shift with a colleague: the partners' shifts the server says could be exchanged for
 * it, each with what the validators would find; the chosen one is checked again before sending.
 */
export function SwapForm({ shift, onClose }: { shift: Shift; onClose: () => void }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { hospital } = useSession();
  const candidates = useSwapCandidates(shift.id);
  const form = useForm<SwapValues>({
    defaultValues: { targetShiftId: null, comments: "" },
    resolver: issuesResolver<SwapValues>(swapIssues, t),
  });
  const { control, handleSubmit, setError } = form;
  const target = useController({ control, name: "targetShiftId" });
  const outcome = useSendOutcome(setError, fieldOf, onClose);
  const send = useSendSwap({ mutationConfig: outcome.mutationConfig });
  const chosen = useWatch({ control, name: "targetShiftId" });
  const body = swapBody(shift.id, { targetShiftId: chosen, comments: "" });
  const typeName = (id: number) => hospital.shiftTypes.find((type) => type.id === id)?.name ?? "";

  return (
    <RequestDialog
      title={t("requestForms.swap.title")}
      onClose={onClose}
      sending={send.isPending}
      messages={outcome.messages}
      onSubmit={(event) =>
        void handleSubmit((values) => {
          outcome.clear();
          const ready = swapBody(shift.id, values);
          if (ready) send.mutate(ready);
        })(event)
      }
    >
      <ShiftSummary shift={shift} label={t("requestForms.swap.yours")} />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend" sx={{ mb: 0.5 }}>
          {t("requestForms.swap.partner")}
        </FormLabel>
        {candidates.isPending && <LinearProgress aria-label={t("requestForms.candidates.loading")} />}
        {candidates.isError && <Alert severity="error">{t("requestForms.candidates.failed")}</Alert>}
        {candidates.data?.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t("requestForms.swap.noCandidates")}
          </Typography>
        )}
        <RadioGroup
          name={target.field.name}
          value={target.field.value === null ? "" : String(target.field.value)}
          onChange={(event) => target.field.onChange(Number(event.target.value))}
        >
          {candidates.data?.map((candidate) => (
            <CandidateOption
              key={candidate.shift.id}
              value={String(candidate.shift.id)}
              label={candidate.fullName}
              detail={t("requestForms.swap.theirShift", {
                date: formatter.date(candidate.shift.date, "weekdayDate"),
                type: typeName(candidate.shift.typeId),
                start: candidate.shift.startTime.slice(0, 5),
                end: candidate.shift.endTime.slice(0, 5),
              })}
              errors={candidate.errors}
            />
          ))}
        </RadioGroup>
        {target.fieldState.error && (
          <Typography variant="body2" color="error" role="alert">
            {target.fieldState.error.message}
          </Typography>
        )}
      </Box>
      <CommentsField control={control} />
      <FindingsPreview preview={body === null ? null : { kind: "swap", body }} />
    </RequestDialog>
  );
}
