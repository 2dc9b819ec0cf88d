import { index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { profileDocuments } from "./documents";
import { orgId } from "./tenant";

/**
 * Which expiry of a credential management has already been told about. Keyed by document and expiry
 * instant: a renewal with a new expiry is announced again, a change that keeps it is not. The key is
 * also the claim: the process whose insert lands is the one that notifies.
 */
export const documentExpiryNotices = pgTable(
  "document_expiry_notices",
  {
    orgId: orgId(),
    documentId: integer("document_id")
      .notNull()
      .references(() => profileDocuments.id, { onDelete: "cascade" }),
    expireOn: timestamp("expire_on", { withTimezone: true, mode: "date" }).notNull(),
    notifiedOn: timestamp("notified_on", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.expireOn] }),
    index("document_expiry_notices_org_idx").on(t.orgId),
  ],
);
