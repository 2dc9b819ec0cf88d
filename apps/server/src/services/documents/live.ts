import type { Executor } from "../../db/client";
import { publishUpdate } from "../../realtime/publish";
import type { DocumentOwner } from "../../repositories/documents";

/**
 * Tells the managers who may see this person's documents that one changed (inside the writing
 * transaction, so NOTIFY goes out only on commit). Only ids travel: a listener refetches the
 * person's list, which its own reach and presentation decide.
 */
export async function publishDocumentChange(
  tx: Executor,
  change: {
    orgId: number;
    owner: DocumentOwner;
    documentId: number;
    action: "created" | "updated" | "deleted";
  },
): Promise<void> {
  const { profile } = change.owner;
  await publishUpdate(tx, {
    orgId: change.orgId,
    contentType: "credential doc",
    action: change.action,
    id: change.documentId,
    data: { profile_id: profile.id },
    audience: { kind: "documents", owner: { userId: profile.userId, departmentId: profile.departmentId } },
  });
}
