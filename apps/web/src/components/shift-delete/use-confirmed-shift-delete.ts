import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { isReferencedShiftError, useDeleteShifts } from "../../lib/scheduling/mutations/delete-shifts";
import type { CacheTarget } from "../../lib/scheduling/mutations/shared";
import { DialogCanceledError, useDialogs } from "../dialogs/dialog-service";
import { useToast } from "../toasts/toast-service";

/**
 * Deleting one shift as every screen does it: the confirmation, the mutation, and its messages (a
 * shift that requests still refer to has its own). Used by the shift editor and the grid's Delete key.
 */
export function useConfirmedShiftDelete(target: CacheTarget) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const toast = useToast();
  const remove = useDeleteShifts(target);
  const { mutate } = remove;
  const confirmAndDelete = useCallback(
    (shiftId: number, onDeleted?: () => void) =>
      dialogs
        .confirm({
          title: t("activityEditor.actions.deleteTitle"),
          message: t("activityEditor.actions.deleteMessage"),
          confirmLabel: t("activityEditor.actions.delete"),
          destructive: true,
        })
        .then(() =>
          mutate([shiftId], {
            onSuccess: () => {
              toast.success(t("activityEditor.toast.deleted"));
              onDeleted?.();
            },
            onError: (error) =>
              toast.error(
                isReferencedShiftError(error)
                  ? t("activityEditor.toast.deleteReferenced")
                  : t("activityEditor.toast.deleteFailed"),
                error,
              ),
          }),
        )
        .catch((error: unknown) => {
          if (!(error instanceof DialogCanceledError)) throw error;
        }),
    [dialogs, toast, mutate, t],
  );
  return { confirmAndDelete, isPending: remove.isPending };
}
