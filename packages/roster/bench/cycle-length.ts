/**
 * Compares annealing cycle lengths (and cycle temperatures) at equal iterations: load-independent, as
 * the solver is deterministic for a seed and an iteration count.
 *
 * node --import tsx packages/roster/bench/cycle-length.ts --instances 1-12 --seeds 3 --iterations N \
 *   --variants x1,x0.5,x2,x4 [--dir <curtois dir>]
 *
 * A variant is `x<factor>`: the cycle is factor × `annealingCycleLength(staff, days)` iterations,
 * optionally followed by `@<start>/<end>`, the temperatures each cycle cools between (default
 * `CYCLE_TEMPERATURES`), e.g. `x2@16/0.08`. Prints one line per run as it ends, then per instance and
 * variant the objective per seed and the median, then per variant the geometric mean ratio of the best
 * and of the median objective to the best known value.
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { BEST_KNOWN, findCurtoisDir, instanceNames } from "../src/bench.ts";
import { parseCurtois } from "../src/curtois/parse.ts";
import { evaluate } from "../src/evaluate.ts";
import { annealingCycleLength, CYCLE_TEMPERATURES, solve } from "../src/solve.ts";
import { geometricMean, median, parseArguments } from "./equal-iterations.ts";

const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

const values = parseArguments(process.argv.slice(2));
const dir = values.has("dir") ? resolve(repoDir, values.get("dir") ?? "") : findCurtoisDir(repoDir);
const instances = instanceNames(values.get("instances") ?? "1-12");
const seeds = Number(values.get("seeds") ?? 3);
const iterations = Number(values.get("iterations"));
if (!Number.isInteger(iterations) || iterations <= 0) throw new Error("--iterations N");

interface Variant {
  readonly name: string;
  readonly factor: number;
  readonly temperatures: { readonly start: number; readonly end: number };
}

const parseVariant = (name: string): Variant => {
  const match = /^x([0-9.]+)(?:@([0-9.]+)\/([0-9.]+))?$/.exec(name);
  if (!match) throw new Error(`bad variant ${name} (x<factor>[@<start>/<end>])`);
  const factor = Number(match[1]);
  const start = match[2] === undefined ? CYCLE_TEMPERATURES.start : Number(match[2]);
  const end = match[3] === undefined ? CYCLE_TEMPERATURES.end : Number(match[3]);
  if (!(factor > 0 && start > 0 && end > 0)) throw new Error(`bad variant ${name}`);
  return { name, factor, temperatures: { start, end } };
};
const variants = (values.get("variants") ?? "x1,x0.5,x2,x4").split(",").map(parseVariant);

const logRatios = new Map(
  variants.map((variant) => [variant.name, { best: [] as number[], median: [] as number[] }]),
);
console.log(`cycle length at ${iterations} iterations per run, seeds 1-${seeds}`);
const lines: string[] = [];
for (const name of instances) {
  const model = parseCurtois(readFileSync(resolve(dir, `${name}.txt`), "utf8"), name);
  const baseLength = annealingCycleLength(model.staff.length, model.days);
  const known = BEST_KNOWN[name] ?? Number.NaN;
  const objectives = new Map(variants.map((variant) => [variant.name, [] as number[]]));
  // seeds outside, variants inside: a run cut short still compares the variants on the same seeds
  for (let seed = 1; seed <= seeds; seed++) {
    for (const variant of variants) {
      const cycleLength = Math.round(variant.factor * baseLength);
      const result = solve(model, {
        seed,
        maxIterations: iterations,
        timeLimitMs: Number.POSITIVE_INFINITY,
        cycleLength,
        temperatures: variant.temperatures,
      });
      const check = evaluate(model, result.assignment);
      if (check.feasible !== result.feasible || check.objective !== result.objective)
        throw new Error(`${name} seed ${seed}: solver and evaluator disagree`);
      const objective = check.feasible ? check.objective : Number.POSITIVE_INFINITY;
      objectives.get(variant.name)!.push(objective);
      const rate = Math.round(result.iterations / result.elapsedMs);
      console.log(
        `  run ${name} seed ${seed} ${variant.name} cycle ${cycleLength}: ${objective} (${rate}k it/s)`,
      );
    }
  }
  for (const variant of variants) {
    const list = objectives.get(variant.name)!;
    const best = Math.min(...list);
    const middle = median(list);
    logRatios.get(variant.name)!.best.push(Math.log(best / known));
    logRatios.get(variant.name)!.median.push(Math.log(middle / known));
    lines.push(
      [
        name.padStart(11),
        variant.name.padStart(12),
        list.map(String).join(" ").padStart(20),
        `median ${middle}`.padStart(12),
        `best ratio ${(best / known).toFixed(4)}`,
      ].join(" "),
    );
  }
}
for (const line of lines) console.log(line);
for (const variant of variants) {
  const totals = logRatios.get(variant.name)!;
  console.log(
    `${variant.name.padStart(12)}: geometric mean ratio (best of seeds) ${geometricMean(totals.best)}, ` +
      `of medians ${geometricMean(totals.median)}`,
  );
}
