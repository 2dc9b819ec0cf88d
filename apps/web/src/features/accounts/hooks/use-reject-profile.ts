/** Reject user (D-012): after a confirmation, the pending profile becomes rejected. */
import type { Account } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { DialogCanceledError, useDialogs } from "../../../components/dialogs/dialog-service";
import { useToast } from "../../../components/toasts/toast-service";
import { fullName } from "../../../lib/names";
import { accountsKeys } from "../api/keys";
import { rejectProfile } from "../api/review-profile";

export function useRejectProfile(account: Account | null, onDone: () => void): () => void {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  return () => {
    const profile = account?.profiles[0];
    if (!account || !profile) return;
    const title = t("accounts.reject.title");
    dialogs
      .confirm({
        title,
        message: t("accounts.reject.body", { name: fullName(account) }),
        confirmLabel: t("accounts.reject.confirm"),
        destructive: true,
      })
      .then(async () => {
        try {
          await rejectProfile(profile.id);
        } catch (error) {
          toast.error(t("accounts.toast.rejectFailed"), error);
          return;
        }
        toast.success(t("accounts.toast.rejected", { name: fullName(account) }));
        void queryClient.invalidateQueries({ queryKey: accountsKeys.all });
        onDone();
      })
      .catch((error: unknown) => {
        if (!(error instanceof DialogCanceledError)) throw error;
      });
  };
}
