import type { DocumentType } from "@rosterly/domain/documents";
import type { DB, Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { assertCanManageDocuments } from "../../policies/documents";
import { presentDocument, type WireDocument } from "../../presenters/document";
import { type DocumentRow, documentPage, historyOf } from "../../repositories/documents";
import type { SessionContext } from "../session/context";
import { reachableOwner } from "./access";

/** Documents with their history entries, as presented now. */
export async function presentDocuments(
  db: Executor,
  rows: readonly DocumentRow[],
  now: Date,
): Promise<WireDocument[]> {
  const history = await historyOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    presentDocument(
      row,
      history.filter((entry) => entry.documentId === row.id),
      now,
    ),
  );
}

/** GET /credential-docs/?profile_id=: one page of a person's documents (search trimmed by the contract). */
export async function listDocuments(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  query: { profileId: number; type?: DocumentType | undefined; search?: string | undefined },
  page: { offset: number; limit: number },
): Promise<{ count: number; results: WireDocument[] }> {
  assertCanManageDocuments(session);
  await reachableOwner(deps.db, session, query.profileId);
  const { rows, count } = await documentPage(
    deps.db,
    query.profileId,
    { type: query.type, search: query.search || undefined },
    page,
  );
  return { count, results: await presentDocuments(deps.db, rows, deps.clock()) };
}
