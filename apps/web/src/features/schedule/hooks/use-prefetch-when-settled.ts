import { useCallback } from "react";
import { useOnceSettled } from "../../../lib/use-once-settled";

/**
 * Once the period shown has its data and the browser is idle, starts loading the department's
 * period holding `date` with `prefetchPeriod` (the screen's own queries), for the period a scheduler
 * most likely opens next. It waits for the screen's requests so that it never queues ahead of them on
 * the browser's few connections or the embedded database's one. Nothing when `date` is null.
 */
export function usePrefetchWhenSettled(
  prefetchPeriod: (departmentId: number, date: string) => void,
  departmentId: number,
  date: string | null,
): void {
  const prefetch = useCallback(() => {
    if (date !== null) prefetchPeriod(departmentId, date);
  }, [prefetchPeriod, departmentId, date]);
  useOnceSettled(prefetch);
}
