import type { Readable } from "node:stream";
import { ATTACHMENT_MAX_BYTES, attachmentExtension } from "@rosterly/domain/documents";
import type { DB } from "../../db/client";
import { Errors } from "../../http/errors";
import { fieldError, fieldErrorWith } from "../../http/field-errors";
import type { Clock } from "../../lib/clock";
import { assertCanManageDocuments } from "../../policies/documents";
import type { WireDocument } from "../../presenters/document";
import { drawHistoryId, findHistoryEntry, updateDocument } from "../../repositories/documents";
import type { FileStore } from "../../storage";
import { customerCodeOf, downloadFileName, extensionOf, storedFileName } from "../../storage/names";
import type { SessionContext } from "../session/context";
import { reachableDocument } from "./access";
import { publishDocumentChange } from "./live";
import { presentDocuments } from "./read";
import { releaseFiles } from "./release-files";

type Deps = { db: DB; clock: Clock; files: FileStore };

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
};

/** The stored extension of an upload, judged by its bytes (never by the name it came with). */
async function extensionOfUpload(bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw fieldError("file", "validation.file_required");
  if (bytes.length > ATTACHMENT_MAX_BYTES)
    throw fieldErrorWith("file", "validation.file_size", { max: ATTACHMENT_MAX_BYTES / 1024 });
  // Imported at the first upload, never at start (see the lint rule on start-up imports).
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? attachmentExtension(detected.mime) : null;
  if (!extension) throw fieldError("file", "validation.file_type");
  return extension;
}

/**
 * POST /credential-docs/{id}/attachment/: the document's file, replaced in place (without history,
 * N-018). The file is stored first under a fresh name, then the document points at it; if that
 * fails the new file goes again, so a failed upload leaves neither a record change nor a file.
 */
export async function uploadAttachment(
  deps: Deps,
  session: SessionContext,
  documentId: number,
  bytes: Buffer,
): Promise<WireDocument> {
  assertCanManageDocuments(session);
  const { owner } = await reachableDocument(deps.db, session, documentId);
  const extension = await extensionOfUpload(bytes);
  const area = customerCodeOf(session.orgId);
  const name = storedFileName(owner.profile.userId, await drawHistoryId(deps.db), extension);
  let outcome: { presented: WireDocument; replaced: string | null };
  try {
    await deps.files.put(area, name, bytes);
    outcome = await deps.db.transaction(async (tx) => {
      const locked = await reachableDocument(tx, session, documentId, { lock: true });
      const { document } = locked;
      const row = await updateDocument(tx, document.id, {
        fileName: name,
        modifiedBy: session.user.id,
        modifiedOn: deps.clock(),
      });
      const [presented] = await presentDocuments(tx, [row], deps.clock());
      if (!presented) throw new Error("a document just changed was not presented");
      await publishDocumentChange(tx, {
        orgId: session.orgId,
        owner: locked.owner,
        documentId: row.id,
        action: "updated",
      });
      return { presented, replaced: document.fileName };
    });
  } catch (error) {
    await deps.files.delete(area, name).catch(() => undefined);
    throw error;
  }
  await releaseFiles(deps, session.orgId, [outcome.replaced]);
  return outcome.presented;
}

export interface Download {
  stream: Readable;
  fileName: string;
  contentType: string;
}

/** GET /credential-docs/{id}/attachment/[?history_id=]: the file, offered as person + document name. */
export async function downloadAttachment(
  deps: Deps,
  session: SessionContext,
  documentId: number,
  historyId: number | undefined,
): Promise<Download> {
  assertCanManageDocuments(session);
  const { document, owner } = await reachableDocument(deps.db, session, documentId);
  const version =
    historyId === undefined ? document : await findHistoryEntry(deps.db, document.id, historyId);
  if (!version) throw Errors.notFound("errors.not_found.document_history");
  if (!version.fileName) throw Errors.notFound("errors.not_found.attachment");
  const stream = await deps.files.get(customerCodeOf(session.orgId), version.fileName);
  if (!stream) throw Errors.notFound("errors.not_found.attachment");
  const extension = extensionOf(version.fileName);
  return {
    stream,
    fileName: downloadFileName(owner.fullName, version.name, extension),
    contentType: CONTENT_TYPES[extension] ?? "application/octet-stream",
  };
}
