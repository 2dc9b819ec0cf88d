/**
 * `npm run bench`: each benchmark in turn, printing its figures and the ratios measured in the same
 * run. PGlite by default; BENCH_DATABASE_URL=postgres://... runs the database ones on PostgreSQL.
 * The FCFS storm runs on both engines itself. `npm run bench -- storm` runs only the benchmarks
 * whose names contain one of the words given.
 */
import { run as apiList } from "./api-list.bench";
import { run as bulkCreate } from "./bulk-create.bench";
import { run as bulkUpdate } from "./bulk-update.bench";
import { run as fcfsStorm } from "./fcfs-storm.bench";
import { run as grid } from "./grid.bench";
import { run as liveEdit } from "./live-edit.bench";
import { run as periodReads } from "./period-reads.bench";
import { run as shiftReport } from "./shift-report.bench";
import { run as rosterFill } from "./roster-fill.bench";
import { run as scheduleOpen } from "./schedule-open.bench";
import { run as serverStart } from "./server-start.bench";
import { closeBenchDatabase } from "./support";
import { run as validation } from "./validation.bench";

const benchmarks: [string, () => Promise<void>][] = [
  ["validation", validation],
  ["bulk create", bulkCreate],
  ["bulk update", bulkUpdate],
  ["api list", apiList],
  ["period reads", periodReads],
  ["schedule grid", grid],
  ["fcfs storm", fcfsStorm],
  ["shift report", shiftReport],
  ["roster fill", rosterFill],
  ["server start", serverStart],
  ["schedule open", scheduleOpen],
  ["live edit", liveEdit],
];
const wanted = process.argv.slice(2);
const chosen = benchmarks.filter(
  ([name]) => wanted.length === 0 || wanted.some((word) => name.includes(word)),
);

try {
  for (const [name, bench] of chosen) {
    const started = performance.now();
    await bench();
    console.log(`(${name}: ${Math.round(performance.now() - started)} ms)`);
  }
} finally {
  await closeBenchDatabase();
}
