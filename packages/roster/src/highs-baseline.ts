/**
 * The benchmark's baseline: HiGHS (WebAssembly) on the full MIP formulation (`mip-model.ts`) with a time
 * limit. The roster is read back and scored by the independent evaluator.
 */
import highsLoader from "highs";
import { evaluate } from "./evaluate.ts";
import { mipText, rosterFromValues } from "./mip-model.ts";
import type { Assignment, RosterModel } from "./model.ts";
import { emptyAssignment } from "./model.ts";

export interface BaselineResult {
  readonly status: string;
  readonly optimal: boolean;
  readonly assignment: Assignment | null;
  readonly feasible: boolean;
  readonly objective: number | null;
  readonly elapsedMs: number;
}

export async function solveWithHighs(model: RosterModel, timeLimitSeconds: number): Promise<BaselineResult> {
  const started = performance.now();
  const highs = await highsLoader();
  const { text } = mipText(model);
  const solution = highs.solve(text, { time_limit: timeLimitSeconds, output_flag: false, mip_rel_gap: 0 });
  const elapsedMs = performance.now() - started;
  const status = solution.Status;
  const columns = solution.Columns as Record<string, { Primal?: number } | undefined>;
  const hasValues = Object.values(columns).some((column) => typeof column?.Primal === "number");
  if (!hasValues || status === "Infeasible")
    return { status, optimal: false, assignment: null, feasible: false, objective: null, elapsedMs };
  const assignment = rosterFromValues(
    model,
    Object.entries(columns).map(([name, column]) => [name, column?.Primal ?? 0] as const),
    emptyAssignment(model),
  );
  const check = evaluate(model, assignment);
  return {
    status,
    optimal: status === "Optimal",
    assignment,
    feasible: check.feasible,
    objective: check.feasible ? check.objective : null,
    elapsedMs,
  };
}
