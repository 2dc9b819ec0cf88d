import type { DocumentType } from "@rosterly/domain/documents";
import { and, desc, eq, inArray, isNotNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { rowsOf } from "./raw-rows";
import { profileDocumentHistory, profileDocuments, profiles, users } from "../db/schema";
import { pageOf, windowTotal } from "./paging";

export type DocumentRow = typeof profileDocuments.$inferSelect;
export type DocumentHistoryRow = typeof profileDocumentHistory.$inferSelect;
export type DocumentValues = Pick<
  DocumentRow,
  | "name"
  | "description"
  | "effectiveOn"
  | "issuedOn"
  | "expireOn"
  | "comments"
  | "fileName"
  | "verified"
  | "verifierName"
>;

/** Whose documents they are: the profile (for the access check) and the name downloads carry. */
export interface DocumentOwner {
  profile: typeof profiles.$inferSelect;
  fullName: string;
}

export async function documentOwner(db: Executor, profileId: number): Promise<DocumentOwner | undefined> {
  const [row] = await db
    .select({ profile: profiles, firstName: users.firstName, lastName: users.lastName })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, profileId));
  return row && { profile: row.profile, fullName: `${row.firstName} ${row.lastName}`.trim() };
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(search: string): SQL | undefined {
  const pattern = like(search);
  return or(
    sql`${profileDocuments.name} ilike ${pattern}`,
    sql`${profileDocuments.description} ilike ${pattern}`,
    sql`${profileDocuments.comments} ilike ${pattern}`,
    sql`${profileDocuments.verifierName} ilike ${pattern}`,
  );
}

/** One page of a person's documents, newest first. */
export async function documentPage(
  db: Executor,
  profileId: number,
  filter: { type?: DocumentType | undefined; search?: string | undefined },
  page: { offset: number; limit: number },
): Promise<{ rows: DocumentRow[]; count: number }> {
  const where = and(
    eq(profileDocuments.profileId, profileId),
    filter.type ? eq(profileDocuments.type, filter.type) : undefined,
    filter.search ? searchCondition(filter.search) : undefined,
  );
  const rows = await db
    .select({ document: profileDocuments, total: windowTotal() })
    .from(profileDocuments)
    .where(where)
    .orderBy(desc(profileDocuments.createdOn), desc(profileDocuments.id))
    .limit(page.limit)
    .offset(page.offset);
  const paged = await pageOf(rows, page.offset, async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(profileDocuments)
      .where(where);
    return row?.n ?? 0;
  });
  return { rows: paged.rows.map((row) => row.document), count: paged.count };
}

/** The history entries of the documents, newest first. */
export async function historyOf(db: Executor, documentIds: readonly number[]): Promise<DocumentHistoryRow[]> {
  if (documentIds.length === 0) return [];
  return db
    .select()
    .from(profileDocumentHistory)
    .where(inArray(profileDocumentHistory.documentId, [...documentIds]))
    .orderBy(desc(profileDocumentHistory.id));
}

/** The document in the organisation, locked for the change when asked. */
export async function findDocument(
  db: Executor,
  orgId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<DocumentRow | undefined> {
  const query = db
    .select()
    .from(profileDocuments)
    .where(and(eq(profileDocuments.orgId, orgId), eq(profileDocuments.id, id)));
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

/** The document with the person it belongs to. */
export async function findDocumentWithOwner(
  db: Executor,
  orgId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<{ document: DocumentRow; owner: DocumentOwner } | undefined> {
  const document = await findDocument(db, orgId, id, options);
  const owner = document && (await documentOwner(db, document.profileId));
  return document && owner ? { document, owner } : undefined;
}

export async function findHistoryEntry(
  db: Executor,
  documentId: number,
  historyId: number,
): Promise<DocumentHistoryRow | undefined> {
  const [row] = await db
    .select()
    .from(profileDocumentHistory)
    .where(and(eq(profileDocumentHistory.documentId, documentId), eq(profileDocumentHistory.id, historyId)));
  return row;
}

export async function insertDocument(
  db: Executor,
  values: DocumentValues & { orgId: number; profileId: number; type: DocumentType; createdBy: number },
): Promise<DocumentRow> {
  const [row] = await db
    .insert(profileDocuments)
    .values({ ...values, modifiedBy: values.createdBy })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateDocument(
  db: Executor,
  id: number,
  values: Partial<DocumentValues> & { modifiedBy: number; modifiedOn: Date },
): Promise<DocumentRow> {
  const [row] = await db.update(profileDocuments).set(values).where(eq(profileDocuments.id, id)).returning();
  if (!row) throw new Error("update returned no row");
  return row;
}

/** Keeps the document's current version as a history entry (before it is changed). */
export async function keepAsHistory(db: Executor, document: DocumentRow): Promise<void> {
  await db.insert(profileDocumentHistory).values({
    orgId: document.orgId,
    documentId: document.id,
    name: document.name,
    description: document.description,
    effectiveOn: document.effectiveOn,
    issuedOn: document.issuedOn,
    expireOn: document.expireOn,
    comments: document.comments,
    fileName: document.fileName,
    verified: document.verified,
    verifierName: document.verifierName,
    createdBy: document.modifiedBy,
    createdOn: document.modifiedOn,
    modifiedBy: document.modifiedBy,
    modifiedOn: document.modifiedOn,
  });
}

/** A fresh id from the history sequence: the unique part of a new stored file name (N-020). */
export async function drawHistoryId(db: Executor): Promise<number> {
  // nextval comes back as a bigint string or a number.
  const [first] = await rowsOf<{ id: unknown }>(
    db,
    sql`select nextval(pg_get_serial_sequence('profile_document_history', 'id')) as id`,
  );
  const id = first === undefined ? Number.NaN : Number(first.id);
  if (!Number.isSafeInteger(id)) throw new Error("no history id drawn");
  return id;
}

export async function deleteDocumentRow(db: Executor, id: number): Promise<void> {
  await db.delete(profileDocuments).where(eq(profileDocuments.id, id));
}

export async function deleteHistoryRow(db: Executor, historyId: number): Promise<void> {
  await db.delete(profileDocumentHistory).where(eq(profileDocumentHistory.id, historyId));
}

/** Every stored file the document and its history refer to. */
export async function filesOfDocument(db: Executor, document: DocumentRow): Promise<string[]> {
  const rows = await db
    .selectDistinct({ fileName: profileDocumentHistory.fileName })
    .from(profileDocumentHistory)
    .where(
      and(eq(profileDocumentHistory.documentId, document.id), isNotNull(profileDocumentHistory.fileName)),
    );
  const names = new Set(rows.flatMap((row) => (row.fileName ? [row.fileName] : [])));
  if (document.fileName) names.add(document.fileName);
  return [...names];
}

/**
 * Whether anything but the given holder still refers to the stored file: the document itself
 * (unless it is the one letting go) or a history entry (other than the one being deleted).
 */
export async function fileStillUsed(
  db: Executor,
  orgId: number,
  fileName: string,
  except: { documentId?: number; historyId?: number },
): Promise<boolean> {
  const [history] = await db
    .select({ id: profileDocumentHistory.id })
    .from(profileDocumentHistory)
    .where(
      and(
        eq(profileDocumentHistory.orgId, orgId),
        eq(profileDocumentHistory.fileName, fileName),
        except.historyId === undefined ? undefined : ne(profileDocumentHistory.id, except.historyId),
      ),
    )
    .limit(1);
  if (history) return true;
  const [document] = await db
    .select({ id: profileDocuments.id })
    .from(profileDocuments)
    .where(
      and(
        eq(profileDocuments.orgId, orgId),
        eq(profileDocuments.fileName, fileName),
        except.documentId === undefined ? undefined : ne(profileDocuments.id, except.documentId),
      ),
    )
    .limit(1);
  return document !== undefined;
}
