import type { Shift } from "@rosterly/contract";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../components/forms/FormTextField";
import { issuesResolver } from "../../../lib/forms/issues";
import { fieldsByWirePath } from "../../../lib/forms/server-errors";
import { useSendShiftRequest } from "../api/send-requests";
import { type RescheduleValues, rescheduleBody, rescheduleIssues } from "../lib/forms";
import { CommentsField } from "./CommentsField";
import { FindingsPreview } from "./FindingsPreview";
import { RequestDialog } from "./RequestDialog";
import { ShiftSummary } from "./ShiftSummary";
import { useSendOutcome } from "./use-send-outcome";

const fieldOf = fieldsByWirePath<RescheduleValues>(["date", "comments"]);

/** Moving a shift to another day: the same hours on the new date. */
export function RescheduleForm({
  shift,
  today,
  onClose,
}: {
  shift: Shift;
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<RescheduleValues>({
    defaultValues: { date: "", comments: "" },
    resolver: issuesResolver<RescheduleValues>((values) => rescheduleIssues(values, shift.date, today), t),
    mode: "onTouched",
  });
  const { control, handleSubmit, setError } = form;
  const outcome = useSendOutcome(setError, fieldOf, onClose);
  const send = useSendShiftRequest({ mutationConfig: outcome.mutationConfig });
  const date = useWatch({ control, name: "date" });
  const ready =
    Object.keys(rescheduleIssues({ date, comments: "" }, shift.date, today)).length === 0
      ? rescheduleBody(shift.id, { date, comments: "" })
      : null;

  return (
    <RequestDialog
      title={t("requestForms.reschedule.title")}
      onClose={onClose}
      sending={send.isPending}
      messages={outcome.messages}
      onSubmit={(event) =>
        void handleSubmit((values) => {
          outcome.clear();
          const body = rescheduleBody(shift.id, values);
          if (body) send.mutate(body);
        })(event)
      }
    >
      <ShiftSummary shift={shift} />
      <FormTextField
        control={control}
        name="date"
        type="date"
        required
        fullWidth
        label={t("requestForms.reschedule.date")}
        helperText={t("requestForms.reschedule.dateHelp")}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
      />
      <CommentsField control={control} />
      <FindingsPreview preview={ready === null ? null : { kind: "shift", body: ready }} />
    </RequestDialog>
  );
}
