import type { FillProposal, FillRequest, FillRunState } from "@rosterly/contract";
import type { Progress, WorkerRun } from "@rosterly/roster";
import type { FillInput, FillModel } from "./fill-model";

/**
 * Runs live in the memory of the server process that started them: a proposal is kept for
 * FILL_RUN_LIFETIME_MS after the search ends (then it is gone and the scheduler starts again), and
 * at most MAX_RUNNING searches run at once per process, one per schedule. Nothing of a run is
 * saved until the scheduler accepts it.
 */
export const FILL_RUN_LIFETIME_MS = 30 * 60_000;
export const MAX_RUNNING = 2;

export interface FillRunRecord {
  id: string;
  orgId: number;
  scheduleId: number;
  departmentId: number;
  period: { startOn: string; endOn: string };
  startedBy: number;
  request: FillRequest;
  state: FillRunState;
  progress: Progress | null;
  proposal: FillProposal | null;
  /** People whose part of the proposal has been accepted. */
  accepted: Set<number>;
  input: FillInput | null;
  fill: FillModel | null;
  /** Each person's shifts and events as the run read them (see personFingerprints). */
  prints: Map<number, Map<string, string>>;
  worker: WorkerRun | null;
  /** Settles when the search has ended and the proposal is built (or the run failed). */
  finished: Promise<void>;
}

export class FillRuns {
  private readonly runs = new Map<string, FillRunRecord>();
  private readonly timers = new Map<string, NodeJS.Timeout>();

  get(id: string): FillRunRecord | undefined {
    return this.runs.get(id);
  }

  add(run: FillRunRecord): void {
    this.runs.set(run.id, run);
  }

  runningFor(scheduleId: number): FillRunRecord | undefined {
    return [...this.runs.values()].find((run) => run.scheduleId === scheduleId && run.state === "running");
  }

  runningCount(): number {
    return [...this.runs.values()].filter((run) => run.state === "running").length;
  }

  /** A person's earlier runs of a schedule: a new run replaces them. */
  ownedBy(userId: number, scheduleId: number): FillRunRecord[] {
    return [...this.runs.values()].filter((run) => run.startedBy === userId && run.scheduleId === scheduleId);
  }

  /** Forgets the run once its lifetime has passed. */
  expireLater(run: FillRunRecord): void {
    const timer = setTimeout(() => this.remove(run.id), FILL_RUN_LIFETIME_MS);
    timer.unref();
    this.timers.set(run.id, timer);
  }

  /** Stops the search if it is still going and forgets the run. */
  remove(id: string): void {
    const run = this.runs.get(id);
    run?.worker?.cancel();
    this.runs.delete(id);
    const timer = this.timers.get(id);
    if (timer) clearTimeout(timer);
    this.timers.delete(id);
  }

  /** On shutdown: every search stopped, each settled. */
  async close(): Promise<void> {
    const runs = [...this.runs.values()];
    for (const run of runs) this.remove(run.id);
    await Promise.allSettled(runs.map((run) => run.finished));
  }
}
