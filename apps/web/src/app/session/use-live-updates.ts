import { type UpdateMessage, WS_UPDATES_PATH } from "@rosterly/contract";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { z } from "zod";
import { accountsKeys } from "../../features/accounts/api/keys";
import { employeeDialogKeys } from "../../features/employee-dialog/api/keys";
import { documentKeys } from "../../features/employee-documents/api/documents";
import { openShiftKeys } from "../../features/open-shifts/api/keys";
import { requestKeys } from "../../features/requests/api/keys";
import { hospitalQueryKey } from "../../features/hospital/api/get-hospital";
import { notificationKeys } from "../../features/notifications/api/keys";
import { myRequestKeys } from "../../features/request-forms/api/keys";
import { applyFillUpdate } from "../../features/roster-fill/api/live";
import { meQueryKey } from "../../features/session/api/get-me";
import { sessionEvents } from "../../lib/auth/session-events";
import { openSessionChannel } from "../../lib/live/open-session-channel";
import { useAppDependencies } from "../deps";
import { liveUpdateEffect } from "./live-update-effect";

function refreshRequests(queryClient: QueryClient, update: UpdateMessage): void {
  void queryClient.invalidateQueries({ queryKey: requestKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: ["requests", "count"] });
  const named =
    update.content_type === "approval"
      ? { contentType: update.associated_content_type, id: update.associated_object_id }
      : update.content_type === "swap" || update.content_type === "shiftrequest"
        ? { contentType: update.content_type, id: update.id ?? undefined }
        : null;
  if (named?.contentType !== undefined && named.id !== undefined)
    void queryClient.invalidateQueries({
      queryKey: requestKeys.one({ contentType: named.contentType, id: named.id }),
    });
  void queryClient.invalidateQueries({ queryKey: ["scheduling", "schedule-for"] });
  void queryClient.invalidateQueries({ queryKey: ["scheduling", "schedule"] });
}

const documentOwner = z.object({ profile_id: z.number() });

/** A person's credentials changed elsewhere: their open Documents tab reloads its list. */
function refreshDocuments(queryClient: QueryClient, update: UpdateMessage): void {
  const owner = documentOwner.safeParse(update.data);
  void queryClient.invalidateQueries({
    queryKey: owner.success ? documentKeys.of(owner.data.profile_id) : documentKeys.all,
  });
}

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
      // After a server restart, a deploy or a database restart nothing missed stays on screen.
      onReopen: () => void queryClient.invalidateQueries(),
      onUpdate: (update) => {
        // H-016: any open-shift change refreshes its lists, counts, badges and open details.
        if (update.content_type === "open shift")
          void queryClient.invalidateQueries({ queryKey: openShiftKeys.all });
        // K-027: a review step changed: lists, the badge, the open panel naming it, the schedule's
        // markers and the caller's own requests.
        if (
          update.content_type === "approval" ||
          update.content_type === "swap" ||
          update.content_type === "shiftrequest"
        ) {
          refreshRequests(queryClient, update);
          void queryClient.invalidateQueries({ queryKey: myRequestKeys.all });
        }
        if (update.content_type === "credential doc") {
          refreshDocuments(queryClient, update);
          return;
        }
        // The roster generator's progress and end, heard by the run's starter only.
        if (update.content_type === "roster run") {
          applyFillUpdate(queryClient, update.action, update.data);
          return;
        }
        // A receipt's change (read elsewhere, say) refreshes the caller's notifications; new ones come on their own channel.
        if (update.content_type === "notification receipt") {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
          return;
        }
        const effect = liveUpdateEffect(update, { userId, profileId });
        if (effect.kind === "logout") sessionEvents.emit({ type: "forced-logout", reason: effect.reason });
        if (effect.kind !== "invalidate") return;
        if (effect.hospital) void queryClient.invalidateQueries({ queryKey: hospitalQueryKey });
        if (effect.me) void queryClient.invalidateQueries({ queryKey: meQueryKey });
        // People and profiles: the users lists, pending counts and open user and employee dialogs.
        if (update.content_type === "user" || update.content_type === "profile") {
          void queryClient.invalidateQueries({ queryKey: accountsKeys.all });
          void queryClient.invalidateQueries({ queryKey: employeeDialogKeys.all });
        }
      },
    });
  }, [createSocket, profileId, queryClient, userId]);
}
