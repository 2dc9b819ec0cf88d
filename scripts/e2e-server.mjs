// Starts the built product (the compiled server, as `npm start` runs it) on a fresh embedded database
// for the browser tests. The server is compiled here every time (a few seconds), so the tests never run
// a stale bundle; the web app comes from `npm run build`.
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";

const dataDir = ".tmp/e2e-data";
rmSync(dataDir, { recursive: true, force: true });
// Every browser test signs in from this one address, far faster than a person would.
execFileSync(process.execPath, ["apps/server/build.mjs"], { stdio: ["ignore", "ignore", "inherit"] });
const server = spawn(process.execPath, ["apps/server/dist/main.js"], {
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
