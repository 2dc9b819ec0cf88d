import { WS_UPDATES_PATH } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { dailyKeys } from "../../features/daily-schedule/api/daily-api";
import { openSessionChannel } from "../../lib/live/open-session-channel";
import { applySchedulingUpdate, type StaffOf } from "../../lib/scheduling/live";
import { useAppDependencies } from "../deps";

/**
 * While the daily schedule is open: a `daily schedule` message reloads the daily schedules, and
 * `shift`, `event` and `schedule` messages patch the shifts on duty as on the master schedule.
 */
export function useDailyLiveUpdates(staffOf: StaffOf): void {
  const queryClient = useQueryClient();
  const { createSocket } = useAppDependencies();
  const staff = useRef(staffOf);
  useEffect(() => {
    staff.current = staffOf;
  }, [staffOf]);
  useEffect(
    () =>
      openSessionChannel({
        path: WS_UPDATES_PATH,
        createSocket,
        onUpdate: (update) => {
          if (update.content_type === "daily schedule") {
            void queryClient.invalidateQueries({ queryKey: dailyKeys.all });
            return;
          }
          applySchedulingUpdate(queryClient, update, (id) => staff.current(id));
        },
      }),
    [queryClient, createSocket],
  );
}
