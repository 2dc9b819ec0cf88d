import { addDays } from "@rosterly/domain/time";
import { useCallback } from "react";
import { useOnceSettled } from "../../../lib/use-once-settled";

/**
 * Once the period shown has its data and the browser is idle, starts loading the department's
 * following period with `prefetchPeriod` (the screen's own queries): schedulers mostly move on to the
 * period they are building, which then opens from the cache, and live updates keep every cached
 * window of the department current. It waits for the screen's requests so that it never queues
 * ahead of them on the browser's few connections or the embedded database's one.
 */
export function usePrefetchNextWhenSettled(
  prefetchPeriod: (departmentId: number, date: string) => void,
  departmentId: number,
  endOn: string | null,
): void {
  const prefetchNext = useCallback(() => {
    if (endOn !== null) prefetchPeriod(departmentId, addDays(endOn, 1));
  }, [prefetchPeriod, departmentId, endOn]);
  useOnceSettled(prefetchNext);
}
