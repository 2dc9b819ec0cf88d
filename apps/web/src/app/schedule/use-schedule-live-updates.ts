import { updateMessage, WS_UPDATES_PATH } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { sessionEvents } from "../../lib/auth/session-events";
import { tokens } from "../../lib/auth/tokens";
import { applySchedulingUpdate, type StaffOf } from "../../lib/scheduling/live";
import { liveChannelUrl, openLiveChannel } from "../../lib/ws";
import { useAppDependencies } from "../deps";

/**
 * While a schedule screen is open, its own `/ws/updates/` channel turns `shift`, `event` and
 * `schedule` messages into cache patches (F-037) within the message's turn of the event loop. On
 * leaving, the scheduling cache is marked stale: nothing patched it meanwhile, so the next visit
 * reloads what it shows.
 */
export function useScheduleLiveUpdates(staffOf: StaffOf): void {
  const queryClient = useQueryClient();
  const { createSocket } = useAppDependencies();
  const staff = useRef(staffOf);
  useEffect(() => {
    staff.current = staffOf;
  }, [staffOf]);

  useEffect(() => {
    const channel = openLiveChannel({
      url: () => {
        const token = tokens.access();
        return token === null ? null : liveChannelUrl(WS_UPDATES_PATH, token);
      },
      createSocket,
      onMessage: (message) => {
        const update = updateMessage.safeParse(message);
        if (update.success) applySchedulingUpdate(queryClient, update.data, (id) => staff.current(id));
      },
    });
    const unsubscribe = sessionEvents.subscribe((event) => {
      if (event.type === "access-refreshed") channel.resume("token");
    });
    return () => {
      unsubscribe();
      channel.close();
      void queryClient.invalidateQueries({ queryKey: ["scheduling"], refetchType: "none" });
    };
  }, [createSocket, queryClient]);
}
