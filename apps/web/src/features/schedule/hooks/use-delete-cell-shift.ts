import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { DialogCanceledError, useDialogs } from "../../../components/dialogs/dialog-service";
import { useToast } from "../../../components/toasts/toast-service";
import { isReferencedShiftError, useDeleteShifts } from "../../../lib/scheduling/mutations/delete-shifts";

/**
 * Delete from the grid's keyboard: the shift editor's own confirmation and messages, then the same
 * mutation. Focus comes back to the cell when the confirmation closes (the dialog restores it).
 */
export function useDeleteCellShift(departmentId: number) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const toast = useToast();
  const remove = useDeleteShifts({ departmentId });
  const { mutate } = remove;
  return useCallback(
    (shiftId: number) =>
      dialogs
        .confirm({
          title: t("activityEditor.actions.deleteTitle"),
          message: t("activityEditor.actions.deleteMessage"),
          confirmLabel: t("activityEditor.actions.delete"),
          destructive: true,
        })
        .then(() =>
          mutate([shiftId], {
            onSuccess: () => toast.success(t("activityEditor.toast.deleted")),
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
}
