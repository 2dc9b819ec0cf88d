import type { Database } from "../db/client";
import type { App } from "../http/types";
import { loggableError } from "../lib/redact";

/** How long in-flight requests may take to finish after a stop signal before the process gives up. */
export const DRAIN_TIMEOUT_MS = 25_000;

/**
 * Stops the process cleanly on SIGTERM or SIGINT: the server stops accepting, live sockets close
 * with 1001 (the web client reconnects, to another server behind the proxy), in-flight requests
 * finish, clock jobs stop (their passes are awaited), then the database closes — for the embedded
 * PGlite that is its clean shutdown — and the process exits 0. A second signal, or a drain longer
 * than the timeout, exits 1 at once: an operator pressing Ctrl-C twice means it.
 */
export function closeOnSignals(app: App, database: Database, drainTimeoutMs = DRAIN_TIMEOUT_MS): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, "second stop signal: exiting without draining");
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, "shutting down: draining requests");
    const deadline = setTimeout(() => {
      app.log.error({ signal, drainTimeoutMs }, "requests still running at the drain deadline: exiting");
      process.exit(1);
    }, drainTimeoutMs);
    deadline.unref();
    app
      .close()
      .then(() => database.close())
      .then(() => {
        app.log.info({ signal }, "stopped");
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ failure: loggableError(error) }, "shutdown failed");
        process.exit(1);
      });
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
