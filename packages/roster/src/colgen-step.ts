/**
 * The solver's column-generation step: one restricted master per solve, fed with the feasible rows the
 * annealing passes through, and a price-and-branch round (`colgen.ts`) on the best roster when called.
 */
import type { Highs } from "highs";
import type { PricingProblem } from "./colgen.ts";
import { addRosterRows, priceAndBranch } from "./colgen.ts";
import { RestrictedMaster } from "./master.ts";
import type { Instance } from "./instance.ts";
import type { Assignment } from "./model.ts";
import { pricingProblem } from "./pricing-problem.ts";
import { MAX_ROW_OPS, rowStates } from "./row-dp.ts";

/** Relaxations per round at most, and the integer master's node limit. */
const PRICING_ROUNDS = 50;
const MASTER_NODES = 5000;
/** Shares of a round's time: column generation until the first, pricing in the dive until the second. */
const PRICING_SHARE = 0.4;
const DIVE_SHARE = 0.9;

/**
 * Whether price and branch can run on the instance: every staff member's pricing within `MAX_ROW_OPS`.
 * Beyond it (Instances 13–15 and 18–24) one pricing pass would take much of a round, and the programme's
 * arrays would not fit in memory on the largest.
 */
export function colgenAffordable(inst: Instance): boolean {
  const problem = pricingProblem(inst);
  for (let s = 0; s < inst.S; s++)
    if (rowStates(problem.rowProblem(s, () => 0)) * inst.D * (inst.T + 1) > MAX_ROW_OPS) return false;
  return true;
}

export class ColgenStep {
  private readonly problem: PricingProblem;
  private readonly master: RestrictedMaster;
  /** The last round's lower bound (null until pricing completed once). */
  lowerBound: number | null = null;

  constructor(highs: Highs, inst: Instance) {
    this.problem = pricingProblem(inst);
    this.master = new RestrictedMaster(highs, this.problem);
  }

  /** Adds the roster's rows that keep their staff member's rules as columns. */
  harvest(roster: Assignment, rowFeasible: (s: number) => boolean): void {
    addRosterRows(this.master, this.problem, roster, rowFeasible);
  }

  /** A roster no worse than the feasible `best`, or null; the round aims to end `budgetMs` after `begin` (performance.now). */
  run(best: Assignment, begin: number, budgetMs: number, ipSeconds: number): Assignment | null {
    const result = priceAndBranch(this.master, this.problem, best, {
      maxPricingRounds: PRICING_ROUNDS,
      maxNodes: MASTER_NODES,
      pricingDeadline: begin + PRICING_SHARE * budgetMs,
      diveDeadline: begin + DIVE_SHARE * budgetMs,
      roundDeadline: begin + budgetMs,
      ipSeconds,
    });
    if (result.lowerBound !== null) this.lowerBound = result.lowerBound;
    return result.roster;
  }

  dispose(): void {
    this.master.dispose();
  }
}
