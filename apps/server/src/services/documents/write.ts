import type { DocumentCreate, DocumentPatch } from "@rosterly/contract";
import type { DB } from "../../db/client";
import { FieldErrors } from "../../http/field-errors";
import type { Clock } from "../../lib/clock";
import { assertCanManageDocuments } from "../../policies/documents";
import type { WireDocument } from "../../presenters/document";
import { insertDocument, keepAsHistory, updateDocument } from "../../repositories/documents";
import type { FileStore } from "../../storage";
import { orgTime } from "../accounts/org-time";
import type { SessionContext } from "../session/context";
import { reachableDocument, reachableOwner } from "./access";
import { documentValuesOf, newDocumentValues } from "./document-values";
import { publishDocumentChange } from "./live";
import { presentDocuments } from "./read";
import { releaseFiles } from "./release-files";

type Deps = { db: DB; clock: Clock; files: FileStore };

/** POST /credential-docs/: a new credential or health record of a person; the attachment follows. */
export async function createDocument(
  deps: Deps,
  session: SessionContext,
  input: DocumentCreate,
): Promise<WireDocument> {
  assertCanManageDocuments(session);
  return deps.db.transaction(async (tx) => {
    const owner = await reachableOwner(tx, session, input.profileId);
    const { timeZone } = await orgTime(tx, session.orgId, deps.clock());
    const errors = new FieldErrors();
    const values = newDocumentValues(input, timeZone, errors);
    errors.throwIfAny();
    const row = await insertDocument(tx, {
      ...values,
      orgId: session.orgId,
      profileId: input.profileId,
      type: input.type,
      createdBy: session.user.id,
    });
    const [presented] = await presentDocuments(tx, [row], deps.clock());
    if (!presented) throw new Error("a document just made was not presented");
    await publishDocumentChange(tx, { orgId: session.orgId, owner, documentId: row.id, action: "created" });
    return presented;
  });
}

/**
 * PATCH /credential-docs/{id}/ (`keepHistory`: the version before the change becomes a history
 * entry) and .../update_without_history/ (changed in place). `fileName: null` lets go of the
 * attachment, whose file goes once nothing else refers to it (N-018).
 */
export async function patchDocument(
  deps: Deps,
  session: SessionContext,
  documentId: number,
  patch: DocumentPatch,
  options: { keepHistory: boolean },
): Promise<WireDocument> {
  assertCanManageDocuments(session);
  const { presented, released } = await deps.db.transaction(async (tx) => {
    const { document, owner } = await reachableDocument(tx, session, documentId, { lock: true });
    const { timeZone } = await orgTime(tx, session.orgId, deps.clock());
    const errors = new FieldErrors();
    const values = documentValuesOf(patch, document.type, document, timeZone, errors);
    errors.throwIfAny();
    if (options.keepHistory) await keepAsHistory(tx, document);
    const removesFile = patch.fileName === null && document.fileName !== null;
    const row = await updateDocument(tx, document.id, {
      ...values,
      ...(removesFile ? { fileName: null } : {}),
      modifiedBy: session.user.id,
      modifiedOn: deps.clock(),
    });
    const [shown] = await presentDocuments(tx, [row], deps.clock());
    if (!shown) throw new Error("a document just changed was not presented");
    await publishDocumentChange(tx, { orgId: session.orgId, owner, documentId: row.id, action: "updated" });
    return { presented: shown, released: removesFile ? document.fileName : null };
  });
  await releaseFiles(deps, session.orgId, [released]);
  return presented;
}
