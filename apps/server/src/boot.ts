import { resolve } from "node:path";
import type { Config } from "./config/env";
import { jwtSecretFor } from "./config/secret";
import { type Database, openDatabase } from "./db/client";
import { seedDemoIfEmpty } from "./db/seed";
import type { AppDeps } from "./deps";
import { type Clock, systemClock } from "./lib/clock";
import { productVersion } from "./lib/version";
import { consoleMailLog } from "./mail/log";
import { createMailer } from "./mail/mailer";
import { AccountTokenSigner } from "./services/account-tokens/signer";
import { hashPassword } from "./services/auth/passwords";
import { TokenService } from "./services/auth/tokens";
import { createFileStore } from "./storage";

export const DEMO_INITIAL_START_DATE = "2026-01-04";

/** Opens and migrates the database, seeds when asked, and assembles the app's dependencies. */
export async function prepare(
  config: Config,
  clock: Clock = systemClock,
): Promise<{ deps: AppDeps; seeded: boolean }> {
  const dataDir = resolve(config.dataDir);
  const database: Database = await openDatabase({ url: config.databaseUrl, dataDir });
  await database.migrate();
  // Demo data only on the embedded default or when explicitly asked; never implied on a real server.
  const seed = config.seed ?? (config.databaseUrl ? "none" : "demo");
  const seeded =
    seed === "demo" &&
    (await seedDemoIfEmpty(database.db, await hashPassword(config.demoPassword), DEMO_INITIAL_START_DATE));
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
    files: createFileStore({
      storage: config.storage,
      dataDir,
      azureConnectionString: config.azureStorageConnectionString,
    }),
  };
  return { deps, seeded };
}
