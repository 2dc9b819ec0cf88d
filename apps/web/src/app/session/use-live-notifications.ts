import { WS_NOTIFICATIONS_PATH } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { type NotificationLevel, useNotificationToast } from "../../components/toasts/toast-service";
import { notificationKeys } from "../../features/notifications/api/keys";
import { receiptsQueryOptions } from "../../features/notifications/api/list-receipts";
import { GENERIC_NOTIFICATION_KEY, notificationText } from "../../lib/notifications/notification-text";
import { useFormatter } from "../../lib/formatter-context";
import { openSessionChannel } from "../../lib/live/open-session-channel";
import { useAppDependencies } from "../deps";

const LEVELS: readonly NotificationLevel[] = ["info", "success", "warning", "error"];
const levelOf = (data: unknown): NotificationLevel => {
  const level = typeof data === "object" && data !== null && "level" in data ? data.level : undefined;
  return LEVELS.find((known) => known === level) ?? "info";
};

/**
 * Keeps `/ws/notifications/` open while signed in (O-001, O-007). Each new notification refreshes
 * the receipts (bell, page, badges) and shows as a notification toast in the reader's language.
 * The socket carries the notification's id only, so its text comes from the refreshed list.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  const { createSocket } = useAppDependencies();
  const toasts = useNotificationToast();
  const { t } = useTranslation();
  const formatter = useFormatter();
  // The latest language and formats, read when a message arrives, so that neither reopens the socket.
  const speech = useRef({ t, formatter });
  useEffect(() => {
    speech.current = { t, formatter };
  }, [t, formatter]);

  useEffect(() => {
    const generic = () => speech.current.t(GENERIC_NOTIFICATION_KEY);
    const announce = async (notificationId: number | null, data: unknown) => {
      // Inactive lists are refetched too, so the newest page below is the server's current one.
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all, refetchType: "all" });
      const receipts = await queryClient.ensureInfiniteQueryData(receiptsQueryOptions());
      const receipt = receipts.pages
        .flatMap((current) => current.results)
        .find((candidate) => candidate.notification.id === notificationId);
      const { t: translate, formatter: format } = speech.current;
      toasts.notify({
        message: receipt ? notificationText(translate, format, receipt.notification) : generic(),
        level: levelOf(receipt ? { level: receipt.notification.level } : data),
      });
    };

    return openSessionChannel({
      path: WS_NOTIFICATIONS_PATH,
      createSocket,
      ownsSession: true,
      onUpdate: (update) => {
        if (update.content_type !== "notification receipt") return;
        if (update.action !== "created") {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
          return;
        }
        announce(update.id, update.data).catch(() => {
          // The list could not be read: still say that something arrived.
          toasts.notify({ message: generic(), level: levelOf(update.data) });
        });
      },
    });
  }, [createSocket, queryClient, toasts]);
}
