import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { DialogCanceledError, useDialogs } from "../../../components/dialogs/dialog-service";
import { useUnsavedStore } from "../../../components/unsaved/unsaved-store";

/**
 * Runs an action that would drop an open editor's changes (switching schedule, selecting another
 * activity, F-036): with unsaved marks it asks first; on "discard" every mark clears and it runs.
 */
export function useGuarded() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const store = useUnsavedStore();
  return useCallback(
    (action: () => void) => {
      if (!store.isDirty()) {
        action();
        return;
      }
      dialogs
        .confirm({
          title: t("schedule.unsaved.title"),
          message: t("schedule.unsaved.message"),
          confirmLabel: t("schedule.unsaved.discard"),
          cancelLabel: t("schedule.unsaved.keep"),
          destructive: true,
        })
        .then(
          () => {
            store.clearAll();
            action();
          },
          (error: unknown) => {
            if (!(error instanceof DialogCanceledError)) throw error;
          },
        );
    },
    [dialogs, store, t],
  );
}
