import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BuildAppOptions, buildApp } from "../src/app";
import { loadConfig } from "../src/config/env";
import type { Database } from "../src/db/client";
import type { AppDeps } from "../src/deps";
import type { App } from "../src/http/types";
import { productVersion } from "../src/lib/version";
import { OutboxMailer } from "../src/mail/outbox";
import { AccountTokenSigner } from "../src/services/account-tokens/signer";
import { FeedSecrets } from "../src/services/calendar-feeds/feed-secret";
import { TokenService } from "../src/services/auth/tokens";
import { type FileStore, fsFileStore } from "../src/storage";
import { testDatabase } from "./database";

/** A clock the test can move: `clock.set(...)`, `clock.advance(ms)`. */
export function movableClock(start = new Date("2026-11-22T15:00:00Z")) {
  let now = start.getTime();
  const clock = () => new Date(now);
  return Object.assign(clock, {
    set: (date: Date) => {
      now = date.getTime();
    },
    advance: (ms: number) => {
      now += ms;
    },
  });
}

export type MovableClock = ReturnType<typeof movableClock>;

export interface TestApp {
  app: App;
  deps: AppDeps;
  clock: MovableClock;
}

/**
 * The real application over the worker's database (or the one given, for benchmarks that compare
 * engines in one run), with a movable clock and a test secret.
 */
export async function testApp(
  options: {
    env?: Record<string, string>;
    logger?: BuildAppOptions["logger"];
    database?: Database;
    /** Where uploaded files go; a fresh directory of its own by default. */
    files?: FileStore;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await testDatabase());
  const clock = movableClock();
  // Test files sign many people in from one address; the limit has a test of its own.
  const config = loadConfig({
    DATA_DIR: "./.tmp/test-data",
    LOG_LEVEL: "silent",
    SIGN_IN_RATE_LIMIT: "100000",
    ...options.env,
  });
  const outbox = await mkdtemp(join(tmpdir(), "rosterly-outbox-"));
  const files = options.files ?? fsFileStore(await mkdtemp(join(tmpdir(), "rosterly-files-")));
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    tokens: new TokenService("test-secret-that-is-at-least-32-characters-long", clock),
    clock,
    version: productVersion(),
    mailer: new OutboxMailer(outbox, "Rosterly <no-reply@rosterly.test>", () => {}),
    accountTokens: new AccountTokenSigner("test-secret-that-is-at-least-32-characters-long"),
    calendarFeeds: new FeedSecrets("test-secret-that-is-at-least-32-characters-long"),
    files,
  };
  const app = await buildApp(deps, { webDist: null, ...(options.logger ? { logger: options.logger } : {}) });
  await app.ready();
  return { app, deps, clock };
}
