// `npm test`: every suite, in the order that fails fastest. Exits non-zero if any suite fails.
import { spawnSync } from "node:child_process";

const steps = [
  // First: the server's tests then open their embedded databases from its empty database template.
  ["build the server", ["apps/server/build.mjs"]],
  ["unit, server on PGlite, web", ["node_modules/vitest/vitest.mjs", "run"]],
  ["server on PostgreSQL 15", ["scripts/test-pg.mjs"]],
  ["build the web app", ["node_modules/vite/bin/vite.js", "build", "apps/web", "--logLevel", "warn"]],
  ["web bundle budget", ["scripts/web-budget.mjs"]],
  ["browser end-to-end", ["node_modules/@playwright/test/cli.js", "test"]],
];

const results = [];
for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const run = spawnSync(process.execPath, args, { stdio: "inherit", env: process.env });
  results.push({ name, ok: run.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (run.status !== 0) break;
}
console.log("\n=== summary ===");
for (const result of results)
  console.log(`${result.ok ? "ok  " : "FAIL"} ${result.name} (${result.seconds} s)`);
const failed = results.some((result) => !result.ok) || results.length < steps.length;
process.exit(failed ? 1 : 0);
