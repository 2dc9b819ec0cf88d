import type { Config } from "./config/env";
import type { Database, DB } from "./db/client";
import type { Clock } from "./lib/clock";
import type { Mailer } from "./mail/mailer";
import type { AccountTokenSigner } from "./services/account-tokens/signer";
import type { TokenService } from "./services/auth/tokens";
import type { FeedSecrets } from "./services/calendar-feeds/feed-secret";
import type { FileStore } from "./storage";

/** What services need from the outside world; built once in app.ts, replaced in tests. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: DB;
  tokens: TokenService;
  clock: Clock;
  version: string;
  mailer: Mailer;
  accountTokens: AccountTokenSigner;
  calendarFeeds: FeedSecrets;
  /** Uploaded files (documents' attachments). */
  files: FileStore;
}
