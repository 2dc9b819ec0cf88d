/**
 * What a form does with a send's answer: success closes it with a toast; a 400 puts each message
 * on its field (the rest above the buttons); a refusal (403, 404, 412) is said in the dialog with
 * the server's reason; anything else is an error toast with the details.
 */
import { useState } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toasts/toast-service";
import { ApiError, refusalReason } from "../../../lib/api/errors";
import { type FieldOf, showServerErrors } from "../../../lib/forms/server-errors";

export function useSendOutcome<F extends FieldValues>(
  setError: UseFormSetError<F>,
  fieldOf: FieldOf<F>,
  onSent: () => void,
) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [messages, setMessages] = useState<string[]>([]);
  return {
    messages,
    clear: () => setMessages([]),
    mutationConfig: {
      onSuccess: () => {
        toast.success(t("requestForms.sent"));
        onSent();
      },
      onError: (error: Error) => {
        if (error instanceof ApiError && error.status === 400) {
          setMessages(showServerErrors(t, error, setError, fieldOf));
          return;
        }
        if (error instanceof ApiError && [403, 404, 409, 412].includes(error.status)) {
          setMessages([refusalReason(error, t, (key) => i18n.exists(key)) ?? t("requestForms.sendFailed")]);
          return;
        }
        toast.error(t("requestForms.sendFailed"), error);
      },
    },
  };
}
