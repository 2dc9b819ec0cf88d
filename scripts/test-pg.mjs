// Runs the server tests against a real PostgreSQL 15 (the production database) in a throwaway cluster.
import { spawnSync } from "node:child_process";
import { PG_BIN, postgresAvailable, startCluster } from "./postgres-cluster.mjs";

if (!postgresAvailable()) {
  const banner = "!".repeat(78);
  console.error(
    `\n${banner}\n  PostgreSQL 15 server binaries not found in ${PG_BIN}.\n  The server tests did NOT run against real PostgreSQL.\n  Install them (apt-get install -y postgresql-15) or set PG_BIN.\n${banner}\n`,
  );
  process.exit(process.env.CI ? 1 : 0);
}

const cluster = await startCluster();
console.log(`PostgreSQL 15 test cluster at ${cluster.url}`);
let status = 1;
try {
  const run = spawnSync(
    process.execPath,
    ["node_modules/vitest/vitest.mjs", "run", "--project", "server", ...process.argv.slice(2)],
    {
      stdio: "inherit",
      env: { ...process.env, TEST_DATABASE_URL: cluster.url },
    },
  );
  status = run.status ?? 1;
} finally {
  cluster.stop();
}
process.exit(status);
