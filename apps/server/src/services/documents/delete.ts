import type { DB } from "../../db/client";
import { Errors } from "../../http/errors";
import type { Clock } from "../../lib/clock";
import { assertCanManageDocuments } from "../../policies/documents";
import {
  deleteDocumentRow,
  deleteHistoryRow,
  filesOfDocument,
  findHistoryEntry,
} from "../../repositories/documents";
import type { FileStore } from "../../storage";
import type { SessionContext } from "../session/context";
import { reachableDocument } from "./access";
import { publishDocumentChange } from "./live";
import { releaseFiles } from "./release-files";

type Deps = { db: DB; clock: Clock; files: FileStore };

/** DELETE /credential-docs/{id}/: the document, its history, and every file they referred to (N-018). */
export async function deleteDocument(deps: Deps, session: SessionContext, documentId: number): Promise<void> {
  assertCanManageDocuments(session);
  const files = await deps.db.transaction(async (tx) => {
    const { document, owner } = await reachableDocument(tx, session, documentId, { lock: true });
    const names = await filesOfDocument(tx, document);
    await deleteDocumentRow(tx, document.id);
    await publishDocumentChange(tx, {
      orgId: session.orgId,
      owner,
      documentId: document.id,
      action: "deleted",
    });
    return names;
  });
  await releaseFiles(deps, session.orgId, files);
}

/** DELETE /credential-docs/{id}/history/?history_id=: one history entry; its file goes if nothing else uses it. */
export async function deleteHistoryEntry(
  deps: Deps,
  session: SessionContext,
  documentId: number,
  historyId: number,
): Promise<void> {
  assertCanManageDocuments(session);
  const file = await deps.db.transaction(async (tx) => {
    const { document, owner } = await reachableDocument(tx, session, documentId, { lock: true });
    const entry = await findHistoryEntry(tx, document.id, historyId);
    if (!entry) throw Errors.notFound("errors.not_found.document_history");
    await deleteHistoryRow(tx, entry.id);
    // The document stays; its history changed.
    await publishDocumentChange(tx, {
      orgId: session.orgId,
      owner,
      documentId: document.id,
      action: "updated",
    });
    return entry.fileName;
  });
  await releaseFiles(deps, session.orgId, [file]);
}
