/**
 * Taking a request back (Y-034): confirmed first, then sent; the list and details refresh either
 * way, and a refusal (already decided, say) is told with the server's reason.
 */
import { useTranslation } from "react-i18next";
import { DialogCanceledError, useDialogs } from "../../../components/dialogs/dialog-service";
import { useToast } from "../../../components/toasts/toast-service";
import type { RequestContentType } from "@rosterly/contract";
import { useWithdrawRequest } from "../api/my-requests";

export function useWithdraw(onWithdrawn?: () => void) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const toast = useToast();
  const withdraw = useWithdrawRequest({
    mutationConfig: {
      onSuccess: () => {
        toast.success(t("myRequests.withdraw.done"));
        onWithdrawn?.();
      },
      onError: (error) => toast.error(t("myRequests.withdraw.failed"), error),
    },
  });
  const start = (contentType: RequestContentType, id: number) =>
    dialogs
      .confirm({
        title: t("myRequests.withdraw.title"),
        message: t("myRequests.withdraw.message"),
        confirmLabel: t("myRequests.withdraw.confirm"),
        cancelLabel: t("myRequests.withdraw.keep"),
        destructive: true,
      })
      .then(() => withdraw.mutate({ contentType, id }))
      .catch((failure: unknown) => {
        if (!(failure instanceof DialogCanceledError)) throw failure;
      });
  return { start, pending: withdraw.isPending };
}
