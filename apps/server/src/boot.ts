import { resolve } from "node:path";
import type { Config } from "./config/env";
import { jwtSecretFor } from "./config/secret";
import { type Database, openDatabase } from "./db/client";
import { seedDemoIfEmpty } from "./db/seed";
import type { AppDeps } from "./deps";
import { type Clock, systemClock } from "./lib/clock";
import { StartTimings } from "./lib/start-timings";
import { ensureWritableDataDir } from "./lifecycle/data-dir";
import { lockDataDir } from "./lifecycle/data-dir-lock";
import { databaseFailure } from "./lifecycle/startup-failure";
import { productVersion } from "./lib/version";
import { consoleMailLog } from "./mail/log";
import { createMailer } from "./mail/mailer";
import { AccountTokenSigner } from "./services/account-tokens/signer";
import { FeedSecrets } from "./services/calendar-feeds/feed-secret";
import { hashPassword } from "./services/auth/passwords";
import { TokenService } from "./services/auth/tokens";
import { createFileStore } from "./storage";

export const DEMO_INITIAL_START_DATE = "2026-01-04";

/** Opens and migrates the database; a PostgreSQL it cannot reach or may not use is a one-line failure. */
async function openMigrated(
  databaseUrl: string | undefined,
  dataDir: string,
  timings: StartTimings,
): Promise<Database> {
  const database = await timings.time("database", () => openDatabase({ url: databaseUrl, dataDir }));
  try {
    await timings.time("migrations", () => database.migrate());
  } catch (error) {
    await database.close().catch(() => undefined);
    throw (databaseUrl ? databaseFailure(databaseUrl, error) : null) ?? error;
  }
  return database;
}

/**
 * The embedded database, with DATA_DIR claimed for this process until the database closes: a second
 * server, a backup or a restore on the same directory is refused while this one runs.
 */
async function openEmbeddedLocked(dataDir: string, timings: StartTimings): Promise<Database> {
  const release = await lockDataDir(dataDir, "server");
  try {
    const database = await openMigrated(undefined, dataDir, timings);
    return {
      ...database,
      close: async () => {
        await database.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/** Opens and migrates the database, seeds when asked, and assembles the app's dependencies. */
export async function prepare(
  config: Config,
  clock: Clock = systemClock,
): Promise<{ deps: AppDeps; seeded: boolean; timings: StartTimings }> {
  const timings = new StartTimings();
  const dataDir = resolve(config.dataDir);
  await ensureWritableDataDir(dataDir);
  const database = config.databaseUrl
    ? await openMigrated(config.databaseUrl, dataDir, timings)
    : await openEmbeddedLocked(dataDir, timings);
  // Demo data only on the embedded default or when explicitly asked; never implied on a real server.
  const seed = config.seed ?? (config.databaseUrl ? "none" : "demo");
  const seeded =
    seed === "demo" &&
    (await timings.time("demo", () =>
      // The password is hashed only when the database is empty (argon2 costs ~50 ms on each restart).
      seedDemoIfEmpty(database, () => hashPassword(config.demoPassword), DEMO_INITIAL_START_DATE),
    ));
  const secret = await jwtSecretFor(dataDir, config.jwtSecret);
  const deps: AppDeps = {
    config: { ...config, dataDir },
    database,
    db: database.db,
    tokens: new TokenService(secret, clock),
    clock,
    version: productVersion(),
    mailer: createMailer({ ...config, dataDir }, consoleMailLog(config.logLevel)),
    accountTokens: new AccountTokenSigner(secret),
    calendarFeeds: new FeedSecrets(secret),
    files: await createFileStore({
      storage: config.storage,
      dataDir,
      azureConnectionString: config.azureStorageConnectionString,
    }),
  };
  return { deps, seeded, timings };
}
