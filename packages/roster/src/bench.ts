/**
 * The Curtois–Qu benchmark run: solve each instance for each seed with a time budget, write the rosters,
 * check each with the independent evaluator, and print the table (feasible runs, best and median
 * objective, best known, ratio, time to first feasible), the geometric mean of the ratios and the count
 * within 1% of the best known.
 */
import highsLoader from "highs";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseCurtois } from "./curtois/parse.ts";
import { evaluate } from "./evaluate.ts";
import { formatRoster } from "./model.ts";
import { solveWithHighs } from "./highs-baseline.ts";
import { solve } from "./solve.ts";

/** Best known upper bounds (../shared/bench/curtois/README.md; 15, 23, 24: the smaller, unconfirmed value). */
export const BEST_KNOWN: Record<string, number> = {
  Instance1: 607,
  Instance2: 828,
  Instance3: 1001,
  Instance4: 1716,
  Instance5: 1143,
  Instance6: 1950,
  Instance7: 1056,
  Instance8: 1300,
  Instance9: 439,
  Instance10: 4631,
  Instance11: 3443,
  Instance12: 4040,
  Instance13: 1348,
  Instance14: 1278,
  Instance15: 3828,
  Instance16: 3225,
  Instance17: 5746,
  Instance18: 4459,
  Instance19: 3149,
  Instance20: 4769,
  Instance21: 21133,
  Instance22: 30241,
  Instance23: 17285,
  Instance24: 40439,
};

export interface BenchOptions {
  readonly dir: string;
  readonly instances: readonly string[];
  readonly seconds: number;
  /**
   * Stop each run after this many iterations instead of `seconds` (the solver is deterministic for a
   * seed and an iteration count, so results do not depend on the machine's load). No HiGHS baseline.
   */
  readonly iterations?: number;
  readonly seeds: number;
  readonly out: string;
  /** Run the HiGHS MIP baseline with the same budget (default true). */
  readonly highs?: boolean;
  /** Give the solver HiGHS for its exact large-neighbourhood steps (default false: see the README). */
  readonly exact?: boolean;
  /** Give the solver HiGHS for its price-and-branch rounds (default: on with a time budget; see the README). */
  readonly colgen?: boolean;
  readonly log?: (line: string) => void;
}

export interface InstanceSummary {
  readonly name: string;
  readonly runs: number;
  readonly feasibleRuns: number;
  readonly best: number | null;
  readonly median: number | null;
  readonly bestKnown: number | null;
  readonly ratio: number | null;
  readonly firstFeasibleSeconds: number | null;
  readonly highs: { objective: number | null; ratio: number | null; optimal: boolean } | null;
}

export interface BenchSummary {
  readonly instances: InstanceSummary[];
  readonly geometricMeanRatio: number | null;
  readonly within1Percent: number;
  readonly highsGeometricMeanRatio: number | null;
}

/** "1-12,15,Tiny1" → Instance1 … Instance12, Instance15, Tiny1. */
export function instanceNames(spec: string): string[] {
  return spec
    .split(",")
    .filter(Boolean)
    .flatMap((part) => {
      const range = /^(\d+)-(\d+)$/.exec(part);
      if (range) {
        const from = Number(range[1]);
        const to = Number(range[2]);
        return Array.from({ length: to - from + 1 }, (_, i) => `Instance${from + i}`);
      }
      return /^\d+$/.test(part) ? [`Instance${part}`] : [part];
    });
}

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const pad = (value: string, width: number): string => value.padStart(width);

const budget = (options: BenchOptions): string =>
  options.iterations === undefined ? `${options.seconds} s` : `${options.iterations} iterations`;

export async function runBench(options: BenchOptions): Promise<BenchSummary> {
  const log = options.log ?? ((line: string) => console.log(line));
  if (options.iterations !== undefined && options.highs !== false)
    throw new Error("--iterations: the HiGHS baseline has no iteration budget; add --highs off");
  mkdirSync(options.out, { recursive: true });
  const header = [
    pad("instance", 11),
    pad("feasible", 9),
    pad("best", 7),
    pad("median", 8),
    pad("BKS", 7),
    pad("ratio", 7),
    pad("1st feas s", 10),
    ...(options.highs === false ? [] : [pad("HiGHS", 7), pad("ratio", 7), pad("status", 7)]),
  ].join(" ");
  log(
    `roster solver${options.exact === true ? " with exact steps" : ""}${options.colgen === true ? " with price and branch" : ""}, ${budget(options)} per run, ${options.seeds} seed(s), one thread`,
  );
  log(header);
  const summaries: InstanceSummary[] = [];
  const exact = options.exact === true ? await highsLoader() : undefined;
  const colgen = options.colgen === true ? await highsLoader() : undefined;
  for (const name of options.instances) {
    const model = parseCurtois(readFileSync(resolve(options.dir, `${name}.txt`), "utf8"), name);
    const objectives: number[] = [];
    const firstFeasible: number[] = [];
    for (let seed = 1; seed <= options.seeds; seed++) {
      const result = solve(model, {
        seed,
        ...(options.iterations === undefined
          ? { timeLimitMs: options.seconds * 1000 }
          : { maxIterations: options.iterations, timeLimitMs: Number.POSITIVE_INFINITY }),
        exact,
        colgen,
      });
      writeFileSync(
        resolve(options.out, `${name}-seed${seed}.roster`),
        formatRoster(model, result.assignment),
      );
      const check = evaluate(model, result.assignment);
      if (check.feasible !== result.feasible || check.objective !== result.objective)
        throw new Error(`${name} seed ${seed}: solver and evaluator disagree`);
      if (check.feasible) objectives.push(check.objective);
      if (result.firstFeasibleMs !== null) firstFeasible.push(result.firstFeasibleMs / 1000);
    }
    const best = objectives.length ? Math.min(...objectives) : null;
    const bestKnown = BEST_KNOWN[name] ?? null;
    let highs: InstanceSummary["highs"] = null;
    if (options.highs !== false) {
      const baseline = await solveWithHighs(model, options.seconds);
      if (baseline.assignment)
        writeFileSync(resolve(options.out, `${name}-highs.roster`), formatRoster(model, baseline.assignment));
      highs = {
        objective: baseline.objective,
        ratio: baseline.objective !== null && bestKnown ? baseline.objective / bestKnown : null,
        optimal: baseline.optimal && baseline.feasible,
      };
    }
    const summary: InstanceSummary = {
      name,
      runs: options.seeds,
      feasibleRuns: objectives.length,
      best,
      median: median(objectives),
      bestKnown,
      ratio: best !== null && bestKnown ? best / bestKnown : null,
      firstFeasibleSeconds: median(firstFeasible),
      highs,
    };
    summaries.push(summary);
    log(
      [
        pad(name, 11),
        pad(`${summary.feasibleRuns}/${summary.runs}`, 9),
        pad(String(best ?? "-"), 7),
        pad(String(summary.median ?? "-"), 8),
        pad(String(bestKnown ?? "?"), 7),
        pad(summary.ratio?.toFixed(4) ?? "-", 7),
        pad(summary.firstFeasibleSeconds?.toFixed(2) ?? "-", 10),
        ...(highs === null
          ? []
          : [
              pad(String(highs.objective ?? "-"), 7),
              pad(highs.ratio?.toFixed(4) ?? "-", 7),
              pad(highs.optimal ? "optimal" : highs.objective === null ? "none" : "limit", 7),
            ]),
      ].join(" "),
    );
  }
  const ratios = summaries.flatMap((summary) => (summary.ratio === null ? [] : [summary.ratio]));
  const geometricMeanRatio = ratios.length
    ? Math.exp(ratios.reduce((sum, ratio) => sum + Math.log(ratio), 0) / ratios.length)
    : null;
  const within1Percent = ratios.filter((ratio) => ratio <= 1.01).length;
  const highsRatios = summaries.flatMap((summary) =>
    summary.highs?.ratio == null ? [] : [summary.highs.ratio],
  );
  const highsGeometricMeanRatio =
    highsRatios.length > 0 && highsRatios.length === summaries.filter((summary) => summary.highs).length
      ? Math.exp(highsRatios.reduce((sum, ratio) => sum + Math.log(ratio), 0) / highsRatios.length)
      : null;
  const feasible = summaries.filter((summary) => summary.feasibleRuns > 0).length;
  log(
    `geometric mean ratio ${geometricMeanRatio?.toFixed(4) ?? "-"} over ${ratios.length} instance(s) with a best known value; ` +
      `${within1Percent} within 1% of best known; feasible on ${feasible}/${summaries.length}`,
  );
  if (options.highs !== false)
    log(
      `HiGHS baseline: geometric mean ratio ${highsGeometricMeanRatio?.toFixed(4) ?? "- (no solution on some instance)"}; ` +
        `solution on ${highsRatios.length}/${summaries.length}; proved optimal on ${summaries.filter((summary) => summary.highs?.optimal).length}`,
    );
  return { instances: summaries, geometricMeanRatio, within1Percent, highsGeometricMeanRatio };
}

export type BenchArguments = Omit<BenchOptions, "log">;

/** The default benchmark folder: `../shared/bench/curtois` beside the repository. */
export function findCurtoisDir(repoDir: string): string {
  return resolve(repoDir, "../shared/bench/curtois");
}

/**
 * Parses `--instances 1-12 --seconds 60 | --iterations N --seeds 3 --out <dir> --dir <curtois dir> [--highs off]
 * [--exact on] [--colgen on|off]` (price and branch: on by default with --seconds, off with --iterations, whose
 * rosters must not depend on the clock).
 */
export function parseBenchArguments(argv: readonly string[], repoDir: string): BenchArguments {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (!arg.startsWith("--")) throw new Error(`unexpected argument ${arg}`);
    const [key, inline] = arg.slice(2).split("=", 2) as [string, string | undefined];
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`--${key} needs a value`);
    values.set(key, value);
  }
  for (const key of values.keys())
    if (
      !["instances", "seconds", "iterations", "seeds", "out", "dir", "highs", "exact", "colgen"].includes(key)
    )
      throw new Error(`unknown option --${key}`);
  const number = (key: string, fallback: number): number => {
    const value = Number(values.get(key) ?? fallback);
    if (!(value > 0)) throw new Error(`--${key} must be a positive number`);
    return value;
  };
  if (values.has("iterations") && values.has("seconds"))
    throw new Error("--iterations replaces --seconds: give one of them");
  return {
    dir: values.has("dir") ? resolve(repoDir, values.get("dir") ?? "") : findCurtoisDir(repoDir),
    instances: instanceNames(values.get("instances") ?? "1-12"),
    seconds: number("seconds", 60),
    ...(values.has("iterations") ? { iterations: Math.floor(number("iterations", 1)) } : {}),
    seeds: Math.floor(number("seeds", 1)),
    out: resolve(repoDir, values.get("out") ?? ".tmp/roster-bench"),
    highs: values.get("highs") !== "off",
    exact: values.get("exact") === "on",
    colgen: values.has("colgen") ? values.get("colgen") === "on" : !values.has("iterations"),
  };
}
