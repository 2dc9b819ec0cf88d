/**
 * `npm run bench`: each benchmark in turn, printing its figures and the ratios measured in the same
 * run. PGlite by default; BENCH_DATABASE_URL=postgres://... runs the database ones on PostgreSQL.
 */
import { run as apiList } from "./api-list.bench";
import { run as bulkCreate } from "./bulk-create.bench";
import { run as bulkUpdate } from "./bulk-update.bench";
import { run as grid } from "./grid.bench";
import { closeBenchDatabase } from "./support";
import { run as validation } from "./validation.bench";

const benchmarks: [string, () => Promise<void>][] = [
  ["validation", validation],
  ["bulk create", bulkCreate],
  ["bulk update", bulkUpdate],
  ["api list", apiList],
  ["schedule grid", grid],
];

try {
  for (const [name, bench] of benchmarks) {
    const started = performance.now();
    await bench();
    console.log(`(${name}: ${Math.round(performance.now() - started)} ms)`);
  }
} finally {
  await closeBenchDatabase();
}
