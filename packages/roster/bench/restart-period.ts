/**
 * Compares restart periods at equal iterations (load-independent: the solver is deterministic for a
 * seed and an iteration count).
 *
 * node --import tsx packages/roster/bench/restart-period.ts --instances 1-12 --seeds 3 --iterations N \
 *   --variants lcm,1,2,4 [--dir <curtois dir>]
 *
 * A variant is a number of annealing cycles between restarts from the best roster, `never`, or `lcm`:
 * the solver's behaviour before the period was named, a restart every lcm(1024, cycle length)
 * iterations. Variants that come to the same period on an instance are solved once.
 * `--seconds S` instead of `--iterations` runs each solve for S seconds and is only for measuring the
 * iteration rate. Prints one line per instance and variant (objective per seed, median, iterations per
 * second), then per variant the geometric mean ratio of the best and of the median objective to the
 * best known value.
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { BEST_KNOWN, findCurtoisDir, instanceNames } from "../src/bench.ts";
import { parseCurtois } from "../src/curtois/parse.ts";
import { evaluate } from "../src/evaluate.ts";
import { annealingCycleLength, solve } from "../src/solve.ts";
import { geometricMean, median, parseArguments } from "./equal-iterations.ts";

const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

const values = parseArguments(process.argv.slice(2));
const dir = values.has("dir") ? resolve(repoDir, values.get("dir") ?? "") : findCurtoisDir(repoDir);
const instances = instanceNames(values.get("instances") ?? "1-12");
const seeds = Number(values.get("seeds") ?? 3);
const iterations = values.has("iterations") ? Number(values.get("iterations")) : Number.POSITIVE_INFINITY;
const seconds = values.has("seconds") ? Number(values.get("seconds")) : Number.POSITIVE_INFINITY;
if (!Number.isFinite(iterations) && !Number.isFinite(seconds)) throw new Error("--iterations or --seconds");
const variants = (values.get("variants") ?? "lcm,1").split(",");

/** Cycles between restarts when the restart test `iterations % cycleLength` ran every 1024 iterations. */
const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));
const lcmCycles = (cycleLength: number): number => 1024 / gcd(1024, cycleLength);

const cyclesOf = (variant: string, cycleLength: number): number =>
  variant === "lcm"
    ? lcmCycles(cycleLength)
    : variant === "never"
      ? Number.POSITIVE_INFINITY
      : Number(variant);

const logRatios = new Map<string, { best: number[]; median: number[]; within1: number; runs: number }>(
  variants.map((variant) => [variant, { best: [], median: [], within1: 0, runs: 0 }]),
);
console.log(
  `restart period at ${Number.isFinite(iterations) ? `${iterations} iterations` : `${seconds} s`} per run, seeds 1-${seeds}`,
);
for (const name of instances) {
  const model = parseCurtois(readFileSync(resolve(dir, `${name}.txt`), "utf8"), name);
  const cycleLength = annealingCycleLength(model.staff.length, model.days);
  const known = BEST_KNOWN[name] ?? Number.NaN;
  const results = new Map<string, { objectives: number[]; rates: number[] }>(
    variants.map((variant) => [variant, { objectives: [], rates: [] }]),
  );
  // seeds outside, variants inside: a run cut short still compares the variants on the same seeds
  for (let seed = 1; seed <= seeds; seed++) {
    const solved = new Map<number, { objective: number; rate: number }>();
    for (const variant of variants) {
      const restartCycles = cyclesOf(variant, cycleLength);
      const earlier = solved.get(restartCycles);
      if (earlier) {
        results.get(variant)!.objectives.push(earlier.objective);
        results.get(variant)!.rates.push(earlier.rate);
        continue;
      }
      const result = solve(model, {
        seed,
        maxIterations: iterations,
        timeLimitMs: seconds * 1000,
        restartCycles,
      });
      const check = evaluate(model, result.assignment);
      if (check.feasible !== result.feasible || check.objective !== result.objective)
        throw new Error(`${name} seed ${seed}: solver and evaluator disagree`);
      const run = {
        objective: check.feasible ? check.objective : Number.POSITIVE_INFINITY,
        rate: result.iterations / (result.elapsedMs / 1000),
      };
      solved.set(restartCycles, run);
      results.get(variant)!.objectives.push(run.objective);
      results.get(variant)!.rates.push(run.rate);
    }
  }
  for (const variant of variants) {
    const { objectives, rates } = results.get(variant)!;
    const best = Math.min(...objectives);
    const middle = median(objectives);
    const totals = logRatios.get(variant)!;
    totals.best.push(Math.log(best / known));
    totals.median.push(Math.log(middle / known));
    totals.within1 += best <= known * 1.01 ? 1 : 0;
    totals.runs += objectives.length;
    const cycles = cyclesOf(variant, cycleLength);
    console.log(
      [
        name.padStart(11),
        variant.padStart(4),
        `every ${cycles} cycle(s) of ${cycleLength}`.padEnd(28),
        objectives.map(String).join(" ").padStart(20),
        `median ${middle}`.padStart(12),
        `ratio ${(best / known).toFixed(4)}`,
        `${Math.round(median(rates) / 1000)}k it/s`.padStart(11),
      ].join(" "),
    );
  }
}
for (const variant of variants) {
  const totals = logRatios.get(variant)!;
  console.log(
    `${variant.padStart(4)}: geometric mean ratio (best of seeds) ${geometricMean(totals.best)}, of medians ${geometricMean(totals.median)}, ` +
      `${totals.within1} within 1%, ${totals.runs} runs`,
  );
}
