import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { DocumentType } from "@rosterly/domain/documents";
import { audit } from "./columns";
import { profiles } from "./people";
import { orgId } from "./tenant";

/** The fields a document and each of its history entries hold (N-015). */
const documentFields = () => ({
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  /** Credentials only. */
  effectiveOn: date("effective_on", { mode: "string" }),
  issuedOn: date("issued_on", { mode: "string" }),
  /** The end of the expiry day in the hospital's zone. */
  expireOn: timestamp("expire_on", { withTimezone: true, mode: "date" }),
  comments: text("comments").notNull().default(""),
  /** The stored attachment (`{userId}_{historyId}.{ext}`), shared with history entries that kept it. */
  fileName: text("file_name"),
  verified: boolean("verified").notNull().default(false),
  verifierName: text("verifier_name").notNull().default(""),
});

/** A person's credential or health record (N-015): its current version. */
export const profileDocuments = pgTable(
  "profile_documents",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    type: text("type").$type<DocumentType>().notNull(),
    ...documentFields(),
    ...audit(),
  },
  (t) => [
    index("profile_documents_profile_idx").on(t.profileId, t.type),
    // The expiry clock looks for credentials expiring in the next days across every organisation.
    index("profile_documents_license_expiry_idx")
      .on(t.expireOn)
      .where(sql`${t.type} = 'license' and ${t.expireOn} is not null`),
  ],
);

/**
 * An earlier version of a document, kept when it was saved "with history" (N-018). The id also
 * names stored files: an upload draws a fresh one from this sequence, so stored names never repeat.
 */
export const profileDocumentHistory = pgTable(
  "profile_document_history",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    documentId: integer("document_id")
      .notNull()
      .references(() => profileDocuments.id, { onDelete: "cascade" }),
    ...documentFields(),
    ...audit(),
  },
  (t) => [
    index("profile_document_history_document_idx").on(t.documentId),
    index("profile_document_history_file_idx").on(t.orgId, t.fileName).where(sql`${t.fileName} is not null`),
  ],
);
