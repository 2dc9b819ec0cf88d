import { addDays } from "@rosterly/domain/time";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useOnline } from "../../../lib/pwa/use-online";
import { departmentEventsQueryOptions, ownShiftsQueryOptions } from "../../../lib/scheduling/list-queries";
import { scheduleForQueryOptions } from "../../../lib/scheduling/schedule-queries";
import { fetchWindow } from "../../../lib/scheduling/window";

/**
 * While online, loads the period after the one shown (its schedule, the person's shifts and the
 * department's events) exactly as the screen would ask for it. The installable app's worker keeps
 * those answers, so the next period opens offline even if the nurse never looked at it online, and
 * online the switch to it is instant.
 */
export function usePrefetchFollowingPeriod(
  departmentId: number,
  userId: number,
  period: { startOn: string; endOn: string } | null,
): void {
  const queryClient = useQueryClient();
  const online = useOnline();
  const endOn = period?.endOn ?? null;
  useEffect(() => {
    if (!online || endOn === null) return;
    let shown = true;
    queryClient.fetchQuery(scheduleForQueryOptions(departmentId, addDays(endOn, 1))).then(
      (next) => {
        if (!shown) return;
        const window = fetchWindow(next);
        void queryClient.prefetchQuery(ownShiftsQueryOptions(userId, window.start, window.end));
        void queryClient.prefetchQuery(departmentEventsQueryOptions(departmentId, window.start, window.end));
      },
      // No following period yet (or none the person may see): nothing to keep.
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [queryClient, online, departmentId, userId, endOn]);
}
