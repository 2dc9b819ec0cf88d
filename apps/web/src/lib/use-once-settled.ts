import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

/**
 * Runs `run` once, when the browser is idle and none of the screen's requests is still loading:
 * for what would otherwise take the browser's few connections from the data the screen is waiting
 * for (code fetched ahead, the shell's badge counts). Watches the query cache itself rather than a
 * fetching count seen by renders, which can miss a request that starts and ends between two renders.
 */
export function useOnceSettled(run: () => void): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let done = false;
    let cancelIdle: (() => void) | null = null;
    const settled = () => queryClient.isFetching() === 0;
    const schedule = () => {
      if (done || cancelIdle !== null || !settled()) return;
      cancelIdle = whenIdle(() => {
        cancelIdle = null;
        // A request started since: its end, a change in the cache, schedules again.
        if (!settled()) return;
        done = true;
        unsubscribe();
        run();
      });
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(schedule);
    schedule();
    return () => {
      unsubscribe();
      cancelIdle?.();
    };
  }, [run, queryClient]);
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const idle = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(run, 0);
  return () => window.clearTimeout(timer);
}
