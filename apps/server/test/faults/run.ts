// `npm run faults -- [--rounds N] [--engine pglite|postgres|both]`: kill -9 the server at random
// moments of bulk shift creation and FCFS storms, many times, and check the database after each.
import { postgresAvailable, startCluster } from "../../../../scripts/postgres-cluster.mjs";
import { embeddedStore, postgresStore, type Store } from "../server-process";
import { bulkRound, buildWorld, fcfsRound, type RoundResult } from "./kill-nine";

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

async function rounds(label: string, store: Store, count: number): Promise<RoundResult[]> {
  const world = await buildWorld(store);
  const results: RoundResult[] = [];
  for (let round = 0; round < count; round += 1) {
    const started = Date.now();
    const result =
      round % 3 === 2 ? await fcfsRound(store, world, round) : await bulkRound(store, world, round);
    results.push(result);
    console.log(
      `${label} round ${round + 1}/${count} ${result.kind}: ${result.acknowledged} acknowledged, ` +
        `${result.unanswered} in flight at the kill, ${result.problems.length === 0 ? "ok" : result.problems.join("; ")} ` +
        `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  return results;
}

const count = Number(option("rounds", "12"));
const engine = option("engine", "both");
const all: RoundResult[] = [];
if (engine === "pglite" || engine === "both") {
  const store = await embeddedStore();
  try {
    all.push(...(await rounds("pglite", store, count)));
  } finally {
    await store.remove();
  }
}
if ((engine === "postgres" || engine === "both") && postgresAvailable()) {
  const cluster = await startCluster();
  try {
    const store = await postgresStore(cluster.url, "faults");
    all.push(...(await rounds("postgres", store, count)));
    await store.remove();
  } finally {
    cluster.stop();
  }
}
const failed = all.filter((result) => result.problems.length > 0);
console.log(`\n${all.length} rounds, ${failed.length} with problems.`);
process.exit(failed.length > 0 ? 1 : 0);
