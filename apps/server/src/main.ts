import { buildApp } from "./app";
import { prepare } from "./boot";
import { serverLoggerOptions } from "./http/logger";
import { ConfigError, loadConfig } from "./config/env";
import { DEMO_ACCOUNTS } from "./db/seed";
import { registerClockJobs } from "./jobs";
import { mapBundleStackTraces } from "./lifecycle/bundle-stack-traces";
import { withEventLoopHeld } from "./lifecycle/event-loop-hold";
import { leaveTheMainThreadItsCore } from "./lifecycle/wasm-compile-tasks";
import { closeOnSignals } from "./lifecycle/shutdown";
import { StartupError } from "./lifecycle/startup-failure";

// The compiled bundle runs without --enable-source-maps; its stack traces are mapped when printed.
mapBundleStackTraces(import.meta.url);
leaveTheMainThreadItsCore();

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig(process.env);
  const { deps, seeded, timings } = await prepare(config);
  const app = await timings.time("app", () => buildApp(deps, { logger: serverLoggerOptions(config) }));
  registerClockJobs(app, deps);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = `http://${config.host === "127.0.0.1" || config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`;
  const lines = [
    "",
    `  Rosterly ${deps.version} is running at ${url}  (${deps.database.kind}, ready in ${Math.round(performance.now() - started)} ms)`,
    `  Start: ${timings.summary()}`,
    `  API docs: ${url}/api/docs/`,
  ];
  if (!config.databaseUrl || config.seed === "demo") {
    lines.push(
      seeded ? "  Demo hospital loaded." : "",
      "  Demo sign-ins (password: " + config.demoPassword + "):",
    );
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.email.padEnd(26)} ${account.role}`);
  }
  console.log(lines.filter((line, i) => line !== "" || i === 0).join("\n") + "\n");

  closeOnSignals(app, deps.database);
}

withEventLoopHeld(main).catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error("Rosterly failed to start:", error);
  }
  process.exit(1);
});
