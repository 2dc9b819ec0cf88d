import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { audit } from "./columns";
import { profiles, users } from "./people";
import { orgId } from "./tenant";

/**
 * Tokens mailed for activation, password reset and e-mail change, plus the short-lived mark a
 * successful password check leaves for an e-mail change. Only a hash of each token is stored;
 * `usedAt` makes a token single-use and `revokedAt` retires it early (a later password change).
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The address an e-mail change token confirms. */
    newEmail: text("new_email"),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    ...audit(),
  },
  (t) => [
    uniqueIndex("account_tokens_hash_key").on(t.tokenHash),
    index("account_tokens_user_purpose_idx").on(t.userId, t.purpose, t.createdOn),
  ],
);

/**
 * When each profile next has a scheduled change (the earliest date in `settings.state` and
 * `settings.scheduledChanges`, which stay the truth). The clock job claims due rows with
 * `FOR UPDATE SKIP LOCKED`, so any number of server processes apply each change once.
 */
export const profileDueChanges = pgTable(
  "profile_due_changes",
  {
    profileId: integer("profile_id")
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    orgId: orgId(),
    dueAt: timestamp("due_at", { withTimezone: true, mode: "date" }).notNull(),
    ...audit(),
  },
  (t) => [index("profile_due_changes_due_idx").on(t.dueAt)],
);
