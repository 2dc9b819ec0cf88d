// Starts the built product on a fresh embedded database for the browser tests.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

const dataDir = ".tmp/e2e-data";
rmSync(dataDir, { recursive: true, force: true });
// Every browser test signs in from this one address, far faster than a person would.
const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    SEED: "demo",
    SIGN_IN_RATE_LIMIT: "100000",
  },
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
