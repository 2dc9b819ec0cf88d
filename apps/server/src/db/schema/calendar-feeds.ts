import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { audit } from "./columns";
import { users } from "./people";
import { orgId } from "./tenant";

/**
 * A person's calendar subscription: their own shifts and time off (`personal`) or a department's
 * published schedule (`department`, managers only). The link's secret is an HMAC of `nonce` under
 * the server's key, so it can be shown again; only its hash is stored, so a leaked table opens no
 * feed. Regenerating replaces nonce and hash (the old link dies at once); turning off deletes the row.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** The department of a `department` feed; 0 for a personal one, so the unique key holds. */
    departmentId: integer("department_id").notNull().default(0),
    nonce: text("nonce").notNull(),
    secretHash: text("secret_hash").notNull(),
    /**
     * The ETag last served and when the content last differed from the one before. A deletion leaves
     * no row whose date could move Last-Modified, so it moves when the served content does.
     */
    servedEtag: text("served_etag"),
    contentChangedOn: timestamp("content_changed_on", { withTimezone: true, mode: "date" }),
    ...audit(),
  },
  (t) => [
    uniqueIndex("calendar_feeds_secret_hash_key").on(t.secretHash),
    uniqueIndex("calendar_feeds_owner_key").on(t.userId, t.kind, t.departmentId),
    index("calendar_feeds_org_idx").on(t.orgId),
  ],
);
