/**
 * The exact step of the large-neighbourhood search: free some cells of a feasible roster, keep the rest,
 * and let HiGHS solve the restricted MIP (`mip-model.ts`) started from the roster itself, so the answer
 * is never worse than the roster. Limits are a node count (deterministic) and a time guard (which makes
 * the step depend on the clock only when it fires).
 */
import type { Highs } from "highs";
import { mipText, rosterFromValues } from "./mip-model.ts";
import type { Assignment, RosterModel } from "./model.ts";

export interface MipStepLimits {
  /** Branch-and-bound nodes (deterministic limit). */
  readonly maxNodes: number;
  /** Time guard in seconds. */
  readonly timeLimitSeconds: number;
}

export interface MipStepResult {
  /** The roster with the free cells re-solved, or null when HiGHS returned no solution. */
  readonly roster: Assignment | null;
  /** Whether HiGHS proved the sub-problem optimal (else a limit stopped it). */
  readonly optimal: boolean;
}

export function solveNeighbourhood(
  highs: Highs,
  model: RosterModel,
  roster: Assignment,
  isFree: (s: number, d: number) => boolean,
  limits: MipStepLimits,
): MipStepResult {
  const { text, start } = mipText(model, { roster, isFree });
  const mip = highs.createModel({ format: "lp", data: text });
  try {
    mip.options.set({
      output_flag: false,
      mip_rel_gap: 0,
      mip_max_nodes: limits.maxNodes,
      time_limit: limits.timeLimitSeconds,
    });
    const { numCols } = mip.getDimensions();
    const names: string[] = [];
    const indices: number[] = [];
    const values: number[] = [];
    for (let col = 0; col < numCols; col++) {
      const name = mip.getColName(col);
      names.push(name);
      const value = start.get(name);
      if (value !== undefined) {
        indices.push(col);
        values.push(value);
      }
    }
    mip.setSolution({ indices, values });
    mip.run();
    const status = mip.getModelStatus();
    if (mip.info.get("primal_solution_status") !== highs.constants.solutionStatus.feasible)
      return { roster: null, optimal: false };
    const { colValue } = mip.getSolution();
    return {
      roster: rosterFromValues(
        model,
        names.map((name, col) => [name, colValue[col] ?? 0] as const),
        roster,
      ),
      optimal: status === highs.constants.modelStatus.optimal,
    };
  } finally {
    mip.dispose();
  }
}
