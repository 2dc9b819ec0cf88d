import { randomUUID } from "node:crypto";
import type { FillRequest, FillRun, Wire } from "@rosterly/contract";
import { presentFillRunValue } from "../../presenters/fill";
import { validateSchedule } from "@rosterly/domain/schedule";
import { type SolveResult, solveInWorker } from "@rosterly/roster";
import type { DB, Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import { assertCanFillSchedule, assertOwnsFillRun } from "../../policies/schedule";
import { departmentIn, schedulingContext, visibleSchedule } from "../scheduling/context";
import { loadValidationInput } from "../scheduling/validation-input";
import type { SessionContext } from "../session/context";
import { buildFillModel } from "./fill-model";
import { publishFillRun } from "./fill-live";
import { type FillRunRecord, type FillRuns, MAX_RUNNING } from "./fill-runs";
import { loadFillInput, personFingerprints } from "./load-fill";
import { asScheduleShifts, proposalOf } from "./proposal";

/** The solver's seed: the same period and options give the same proposal for the same search length. */
const FILL_SEED = 1;
const PROGRESS_INTERVAL_MS = 500;

export function presentFillRun(run: FillRunRecord): Wire<FillRun> {
  const progress = run.progress;
  return presentFillRunValue({
    id: run.id,
    scheduleId: run.scheduleId,
    state: run.state,
    existing: run.request.existing,
    seconds: run.request.seconds,
    staffCount: run.fill?.userIds.length ?? 0,
    accepted: [...run.accepted].sort((a, b) => a - b),
    progress: progress && {
      bestObjective: progress.bestObjective,
      feasible: progress.feasible,
      elapsedMs: Math.round(progress.elapsedMs),
      iterations: progress.iterations,
      firstFeasibleMs: progress.firstFeasibleMs === null ? null : Math.round(progress.firstFeasibleMs),
    },
    proposal: run.proposal,
  });
}

/** Progress reports must never break the search: a failed NOTIFY is dropped (the run can be polled). */
function report(db: Executor, run: FillRunRecord, action: "progress" | "done"): void {
  publishFillRun(db, run, action).catch(() => undefined);
}

/** `POST /schedules/{id}/fill/`: reads the period, builds the model and starts the search in a worker. */
export async function startFill(
  deps: { db: DB },
  runs: FillRuns,
  session: SessionContext,
  scheduleId: number,
  request: FillRequest,
): Promise<Wire<FillRun>> {
  const schedule = await visibleSchedule(deps.db, session, scheduleId);
  const context = await schedulingContext(deps.db, session.orgId);
  assertCanFillSchedule(session, schedule, context.org.states);
  if (runs.runningFor(schedule.id)) throw Errors.precondition("errors.precondition.fill_running");
  if (runs.runningCount() >= MAX_RUNNING) throw Errors.precondition("errors.precondition.fill_busy");
  for (const earlier of runs.ownedBy(session.user.id, schedule.id)) runs.remove(earlier.id);
  const period = { startOn: schedule.startOn, endOn: schedule.endOn };
  let settle: () => void = () => undefined;
  // Reserved before the first read, so a second start for this schedule is refused meanwhile.
  const run: FillRunRecord = {
    id: randomUUID(),
    orgId: session.orgId,
    scheduleId: schedule.id,
    departmentId: schedule.departmentId,
    period,
    startedBy: session.user.id,
    request,
    state: "running",
    progress: null,
    proposal: null,
    accepted: new Set(),
    input: null,
    fill: null,
    prints: new Map(),
    worker: null,
    finished: new Promise<void>((resolve) => {
      settle = resolve;
    }),
  };
  runs.add(run);
  try {
    const department = departmentIn(context, schedule.departmentId);
    const loaded = await loadFillInput(deps.db, context.org, department, period, request);
    const fill = buildFillModel(loaded.input);
    run.input = loaded.input;
    run.fill = fill;
    run.prints = personFingerprints(fill.userIds, loaded.shiftRows, loaded.eventRows);
    run.worker = solveInWorker(fill.model, {
      seed: FILL_SEED,
      timeLimitMs: request.seconds * 1000,
      progressIntervalMs: PROGRESS_INTERVAL_MS,
      ...(request.existing === "replace" ? { initial: fill.initial } : {}),
      onProgress: (progress) => {
        if (run.state !== "running") return;
        run.progress = progress;
        report(deps.db, run, "progress");
        // No penalty left to remove: nothing better exists, so the search ends here.
        if (progress.feasible && progress.bestObjective === 0) run.worker?.cancel();
      },
    });
  } catch (error) {
    runs.remove(run.id);
    settle();
    throw error;
  }
  const worker = run.worker;
  void worker.result
    .then((result) => finishRun(deps.db, run, result))
    .catch(() => {
      run.state = "failed";
    })
    .finally(() => {
      run.worker = null;
      if (runs.get(run.id) === run) {
        runs.expireLater(run);
        report(deps.db, run, "done");
      }
      settle();
    });
  return presentFillRun(run);
}

/** The search has ended: the proposal, its validator results (the period as it would be) and staffing. */
async function finishRun(db: Executor, run: FillRunRecord, result: SolveResult): Promise<void> {
  const { fill, input } = run;
  if (!fill || !input) throw new Error("a run finished before its model was built");
  const parts = proposalOf(fill, input, result.assignment);
  const context = await schedulingContext(db, run.orgId);
  const department = departmentIn(context, run.departmentId);
  const current = await loadValidationInput(db, context.org, department, run.period);
  const removed = new Set(parts.removedShiftIds);
  const proposedPeople = new Set(parts.shifts.map((shift) => shift.assigneeId));
  const known = new Set(current.users.map((user) => user.id));
  const validatorResults = validateSchedule({
    ...current,
    shifts: [
      ...current.shifts.filter((shift) => typeof shift.id !== "number" || !removed.has(shift.id)),
      ...asScheduleShifts(run.departmentId, parts.shifts),
    ],
    users: [
      ...current.users,
      ...input.staff
        .filter((person) => proposedPeople.has(person.userId) && !known.has(person.userId))
        .map((person) => ({
          id: person.userId,
          jobTypeId: person.jobTypeId,
          jobStatusId: person.jobStatusId,
          weeklyHours: person.weeklyHours,
        })),
    ],
  });
  run.proposal = {
    feasible: result.feasible,
    objective: result.objective,
    cancelled: result.cancelled,
    elapsedMs: Math.round(result.elapsedMs),
    firstFeasibleMs: result.firstFeasibleMs === null ? null : Math.round(result.firstFeasibleMs),
    ...parts,
    validatorResults,
  };
  run.progress = {
    bestObjective: result.objective,
    feasible: result.feasible,
    elapsedMs: result.elapsedMs,
    iterations: result.iterations,
    firstFeasibleMs: result.firstFeasibleMs,
  };
  run.state = "done";
}

async function ownRun(
  deps: { db: DB },
  runs: FillRuns,
  session: SessionContext,
  scheduleId: number,
  runId: string,
): Promise<FillRunRecord> {
  await visibleSchedule(deps.db, session, scheduleId);
  const run = runs.get(runId);
  assertOwnsFillRun(session, run, scheduleId);
  return run;
}

/** `GET /schedules/{id}/fill/{run}/`: state, progress and, once done, the proposal. */
export async function getFill(
  deps: { db: DB },
  runs: FillRuns,
  session: SessionContext,
  scheduleId: number,
  runId: string,
): Promise<Wire<FillRun>> {
  return presentFillRun(await ownRun(deps, runs, session, scheduleId, runId));
}

/** `POST .../cancel/`: "use best so far": stops the search and answers the proposal it had reached. */
export async function stopFill(
  deps: { db: DB },
  runs: FillRuns,
  session: SessionContext,
  scheduleId: number,
  runId: string,
): Promise<Wire<FillRun>> {
  const run = await ownRun(deps, runs, session, scheduleId, runId);
  run.worker?.cancel();
  await run.finished;
  return presentFillRun(run);
}

/** `POST .../discard/`: stops the search if it runs and forgets the run. */
export async function discardFill(
  deps: { db: DB },
  runs: FillRuns,
  session: SessionContext,
  scheduleId: number,
  runId: string,
): Promise<void> {
  const run = await ownRun(deps, runs, session, scheduleId, runId);
  runs.remove(run.id);
  await run.finished;
}

export { ownRun };
