import { updateMessage, WS_UPDATES_PATH } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { accountsKeys } from "../../features/accounts/api/keys";
import { openShiftKeys } from "../../features/open-shifts/api/keys";
import { hospitalQueryKey } from "../../features/hospital/api/get-hospital";
import { notificationKeys } from "../../features/notifications/api/keys";
import { meQueryKey } from "../../features/session/api/get-me";
import { renewAccess } from "../../lib/api/client";
import { sessionEvents } from "../../lib/auth/session-events";
import { tokens } from "../../lib/auth/tokens";
import { liveChannelUrl, openLiveChannel } from "../../lib/ws";
import { useAppDependencies } from "../deps";
import { liveUpdateEffect } from "./live-update-effect";

/** Keeps `/ws/updates/` open while signed in and turns its messages into cache invalidations. */
export function useLiveUpdates(own: { userId: number; profileId: number }): void {
  const queryClient = useQueryClient();
  const { createSocket } = useAppDependencies();
  const { userId, profileId } = own;

  useEffect(() => {
    const channel = openLiveChannel({
      url: () => {
        const token = tokens.access();
        return token === null ? null : liveChannelUrl(WS_UPDATES_PATH, token);
      },
      createSocket,
      // A session displaced by a sign-in elsewhere cannot be renewed: it ends, saying why (B-008).
      onUnauthorized: (reason) => {
        if (reason === "unauthorized_device") sessionEvents.emit({ type: "forced-logout", reason });
        else void renewAccess();
      },
      onMessage: (message) => {
        // Content types this build does not know yet are ignored, not treated as errors.
        const update = updateMessage.safeParse(message);
        if (!update.success) return;
        // H-016: any open-shift change refreshes its lists, counts, badges and open details.
        if (update.data.content_type === "open shift")
          void queryClient.invalidateQueries({ queryKey: openShiftKeys.all });
        // A receipt's change (read elsewhere, say) refreshes the caller's notifications; new ones come on their own channel.
        if (update.data.content_type === "notification receipt") {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
          return;
        }
        const effect = liveUpdateEffect(update.data, { userId, profileId });
        if (effect.kind === "logout") sessionEvents.emit({ type: "forced-logout", reason: effect.reason });
        if (effect.kind !== "invalidate") return;
        if (effect.hospital) void queryClient.invalidateQueries({ queryKey: hospitalQueryKey });
        if (effect.me) void queryClient.invalidateQueries({ queryKey: meQueryKey });
        // People and profiles: the users lists, pending counts and open user dialogs.
        if (update.data.content_type === "user" || update.data.content_type === "profile")
          void queryClient.invalidateQueries({ queryKey: accountsKeys.all });
      },
    });
    const unsubscribe = sessionEvents.subscribe((event) => {
      if (event.type === "access-refreshed") channel.resume("token");
    });
    return () => {
      unsubscribe();
      channel.close();
    };
  }, [createSocket, profileId, queryClient, userId]);
}
