import { type FillRun, fillRunUpdate, wire } from "@rosterly/contract";
import type { QueryClient } from "@tanstack/react-query";
import { fillKeys } from "./fill-api";

const updateSchema = wire(fillRunUpdate);

/**
 * A `roster run` message on `/ws/updates/` (sent to the run's starter only): progress patches the
 * cached run; the run's end refetches it, proposal and all.
 */
export function applyFillUpdate(queryClient: QueryClient, action: string, data: unknown): void {
  const parsed = updateSchema.safeParse(data);
  if (!parsed.success) return;
  const update = parsed.data;
  const key = fillKeys.run(update.scheduleId, update.runId);
  if (action === "done") {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  queryClient.setQueryData<FillRun>(key, (run) =>
    run && run.state === "running" ? { ...run, progress: update.progress } : run,
  );
}
