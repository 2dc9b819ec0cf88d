import type { Executor } from "../../db/client";
import { assertCanManageDocumentsOf } from "../../policies/documents";
import {
  type DocumentOwner,
  type DocumentRow,
  documentOwner,
  findDocumentWithOwner,
} from "../../repositories/documents";
import type { SessionContext } from "../session/context";

/** The person whose documents are asked for, if the caller reaches them (404 otherwise). */
export async function reachableOwner(
  db: Executor,
  session: SessionContext,
  profileId: number,
): Promise<DocumentOwner> {
  const owner = await documentOwner(db, profileId);
  assertCanManageDocumentsOf(session, owner?.profile, "errors.not_found.profile");
  return owner;
}

/** A document of the caller's organisation whose person they reach, with that person (404 otherwise). */
export async function reachableDocument(
  db: Executor,
  session: SessionContext,
  documentId: number,
  options: { lock?: boolean } = {},
): Promise<{ document: DocumentRow; owner: DocumentOwner }> {
  const found = await findDocumentWithOwner(db, session.orgId, documentId, options);
  assertCanManageDocumentsOf(session, found?.owner.profile, "errors.not_found.document");
  return found;
}
