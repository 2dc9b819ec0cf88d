import { fillRunUpdate, toWire } from "@rosterly/contract";
import type { Executor } from "../../db/client";
import { publishUpdate } from "../../realtime/publish";
import type { FillRunRecord } from "./fill-runs";

/**
 * A run's progress and end on `/ws/updates/` (content type `roster run`), to its starter only.
 * Sent outside any transaction: it reports the search, not a change of saved data.
 */
export async function publishFillRun(
  db: Executor,
  run: FillRunRecord,
  action: "progress" | "done",
): Promise<void> {
  const progress = run.progress;
  await publishUpdate(db, {
    orgId: run.orgId,
    contentType: "roster run",
    action,
    id: null,
    data: toWire(fillRunUpdate, {
      runId: run.id,
      scheduleId: run.scheduleId,
      state: run.state,
      progress: progress && {
        bestObjective: progress.bestObjective,
        feasible: progress.feasible,
        elapsedMs: Math.round(progress.elapsedMs),
        iterations: progress.iterations,
        firstFeasibleMs: progress.firstFeasibleMs === null ? null : Math.round(progress.firstFeasibleMs),
      },
    }),
    audience: { kind: "users", userIds: [run.startedBy] },
  });
}
