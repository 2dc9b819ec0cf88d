import { WS_UPDATES_PATH } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { applySchedulingUpdate, type StaffOf } from "../../lib/scheduling/live";
import { openSessionChannel } from "../../lib/live/open-session-channel";
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
    const close = openSessionChannel({
      path: WS_UPDATES_PATH,
      createSocket,
      onUpdate: (update) => applySchedulingUpdate(queryClient, update, (id) => staff.current(id)),
    });
    return () => {
      close();
      void queryClient.invalidateQueries({ queryKey: ["scheduling"], refetchType: "none" });
    };
  }, [createSocket, queryClient]);
}
