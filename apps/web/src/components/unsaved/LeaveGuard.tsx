import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { type Blocker, useBlocker } from "react-router";
import { useDialogs } from "../dialogs/dialog-service";
import { useUnsavedStore } from "./unsaved-store";

/**
 * Blocks in-app navigation to another page while changes are unsaved and asks first;
 * leaving clears every mark, staying keeps the user where they are. Query-only changes pass.
 */
export function LeaveGuard() {
  const { t } = useTranslation();
  const store = useUnsavedStore();
  const dialogs = useDialogs();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      store.isDirty() && currentLocation.pathname !== nextLocation.pathname,
  );
  // One question per blocked navigation, even when the effect runs twice (StrictMode, re-renders).
  const asked = useRef<Blocker | null>(null);

  useEffect(() => {
    if (blocker.state !== "blocked" || asked.current === blocker) return;
    asked.current = blocker;
    void dialogs
      .confirm({
        title: t("unsaved.title"),
        message: t("unsaved.message"),
        confirmLabel: t("unsaved.leave"),
        cancelLabel: t("unsaved.stay"),
        destructive: true,
      })
      .then(
        () => {
          store.clearAll();
          blocker.proceed();
        },
        () => blocker.reset(),
      );
  }, [blocker, dialogs, store, t]);

  return null;
}
