import { WS_UPDATES_PATH } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { accountsKeys } from "../../features/accounts/api/keys";
import { openShiftKeys } from "../../features/open-shifts/api/keys";
import { hospitalQueryKey } from "../../features/hospital/api/get-hospital";
import { notificationKeys } from "../../features/notifications/api/keys";
import { applyFillUpdate } from "../../features/roster-fill/api/live";
import { meQueryKey } from "../../features/session/api/get-me";
import { sessionEvents } from "../../lib/auth/session-events";
import { openSessionChannel } from "../../lib/live/open-session-channel";
import { useAppDependencies } from "../deps";
import { liveUpdateEffect } from "./live-update-effect";

/** Keeps `/ws/updates/` open while signed in and turns its messages into cache invalidations. */
export function useLiveUpdates(own: { userId: number; profileId: number }): void {
  const queryClient = useQueryClient();
  const { createSocket } = useAppDependencies();
  const { userId, profileId } = own;

  useEffect(() => {
    return openSessionChannel({
      path: WS_UPDATES_PATH,
      createSocket,
      ownsSession: true,
      onUpdate: (update) => {
        // H-016: any open-shift change refreshes its lists, counts, badges and open details.
        if (update.content_type === "open shift")
          void queryClient.invalidateQueries({ queryKey: openShiftKeys.all });
        // A receipt's change (read elsewhere, say) refreshes the caller's notifications; new ones come on their own channel.
        // The roster generator's progress and end, heard by the run's starter only.
        if (update.content_type === "roster run") {
          applyFillUpdate(queryClient, update.action, update.data);
          return;
        }
        if (update.content_type === "notification receipt") {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
          return;
        }
        const effect = liveUpdateEffect(update, { userId, profileId });
        if (effect.kind === "logout") sessionEvents.emit({ type: "forced-logout", reason: effect.reason });
        if (effect.kind !== "invalidate") return;
        if (effect.hospital) void queryClient.invalidateQueries({ queryKey: hospitalQueryKey });
        if (effect.me) void queryClient.invalidateQueries({ queryKey: meQueryKey });
        // People and profiles: the users lists, pending counts and open user dialogs.
        if (update.content_type === "user" || update.content_type === "profile")
          void queryClient.invalidateQueries({ queryKey: accountsKeys.all });
      },
    });
  }, [createSocket, profileId, queryClient, userId]);
}
