import {
  Alert,
  Box,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Typography,
} from "@mui/material";
import type { Shift } from "@rosterly/contract";
import { useController, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { issuesResolver } from "../../../lib/forms/issues";
import { fieldsByWirePath } from "../../../lib/forms/server-errors";
import { useGiveawayCandidates } from "../api/candidates";
import { useSendShiftRequest } from "../api/send-requests";
import { type GiveawayValues, giveawayBody, giveawayIssues } from "../lib/forms";
import { CandidateOption } from "./CandidateOption";
import { CommentsField } from "./CommentsField";
import { FindingsPreview } from "./FindingsPreview";
import { RequestDialog } from "./RequestDialog";
import { ShiftSummary } from "./ShiftSummary";
import { useSendOutcome } from "./use-send-outcome";

const fieldOf = fieldsByWirePath<GiveawayValues>(["comments"], { new_assignee_id: "receiver" });

/**
 * Giving a shift away: to a colleague chosen from those who could take it (each with what the
 * validators would find), or to the department, leaving the choice to the scheduler.
 */
export function GiveawayForm({ shift, onClose }: { shift: Shift; onClose: () => void }) {
  const { t } = useTranslation();
  const candidates = useGiveawayCandidates(shift.id);
  const form = useForm<GiveawayValues>({
    defaultValues: { receiver: "department", comments: "" },
    resolver: issuesResolver<GiveawayValues>(giveawayIssues, t),
  });
  const { control, handleSubmit, setError } = form;
  const receiver = useController({ control, name: "receiver" });
  const outcome = useSendOutcome(setError, fieldOf, onClose);
  const send = useSendShiftRequest({ mutationConfig: outcome.mutationConfig });
  const chosen = useWatch({ control, name: "receiver" });

  return (
    <RequestDialog
      title={t("requestForms.giveaway.title")}
      onClose={onClose}
      sending={send.isPending}
      messages={outcome.messages}
      onSubmit={(event) =>
        void handleSubmit((values) => {
          outcome.clear();
          send.mutate(giveawayBody(shift.id, values));
        })(event)
      }
    >
      <ShiftSummary shift={shift} />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend" sx={{ mb: 0.5 }}>
          {t("requestForms.giveaway.to")}
        </FormLabel>
        <RadioGroup
          name={receiver.field.name}
          value={String(receiver.field.value)}
          onChange={(event) =>
            receiver.field.onChange(
              event.target.value === "department" ? "department" : Number(event.target.value),
            )
          }
        >
          <FormControlLabel
            value="department"
            control={<Radio />}
            label={
              <Box>
                <Typography>{t("requestForms.giveaway.department")}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t("requestForms.giveaway.departmentHelp")}
                </Typography>
              </Box>
            }
            sx={{ alignItems: "flex-start", "& .MuiRadio-root": { pt: 0.5 }, mb: 1 }}
          />
          {candidates.isPending && <LinearProgress aria-label={t("requestForms.candidates.loading")} />}
          {candidates.isError && <Alert severity="error">{t("requestForms.candidates.failed")}</Alert>}
          {candidates.data?.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t("requestForms.giveaway.noCandidates")}
            </Typography>
          )}
          {candidates.data?.map((candidate) => (
            <CandidateOption
              key={candidate.userId}
              value={String(candidate.userId)}
              label={candidate.fullName}
              errors={candidate.errors}
            />
          ))}
        </RadioGroup>
        {receiver.fieldState.error && (
          <Typography variant="body2" color="error" role="alert">
            {receiver.fieldState.error.message}
          </Typography>
        )}
      </Box>
      <CommentsField control={control} />
      <FindingsPreview
        preview={{ kind: "shift", body: giveawayBody(shift.id, { receiver: chosen, comments: "" }) }}
      />
    </RequestDialog>
  );
}
