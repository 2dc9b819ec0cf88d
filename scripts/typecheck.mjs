// Type-checks every workspace with its own tsconfig; fails on the first error list.
import { spawnSync } from "node:child_process";

const projects = [
  "packages/domain/tsconfig.json",
  "packages/contract/tsconfig.json",
  "packages/roster/tsconfig.json",
  "apps/server/tsconfig.json",
  "apps/web/tsconfig.json",
  "tsconfig.json",
  "e2e/tsconfig.json",
  "bench/tsconfig.json",
];
let failed = false;
for (const project of projects) {
  const run = spawnSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", project], {
    stdio: "inherit",
  });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
