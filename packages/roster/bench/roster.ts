/**
 * npm run bench:roster -- --instances 1-12 --seconds 60 --seeds 3 --out <dir> [--dir <curtois dir>] [--highs off]
 * or, load-independent: --iterations N (instead of --seconds) with --highs off.
 * The HiGHS MIP baseline runs once per instance with the same budget unless --highs off.
 * Paths are relative to the repository root; --dir defaults to ../shared/bench/curtois.
 */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseBenchArguments, runBench } from "../src/bench.ts";

const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
try {
  await runBench(parseBenchArguments(process.argv.slice(2), repoDir));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
