import type { DocumentHistoryEntry, ProfileDocument, Wire } from "@rosterly/contract";
import { isExpired } from "@rosterly/domain/documents";
import type { DocumentHistoryRow, DocumentRow, DocumentValues } from "../repositories/documents";

export type WireDocument = Wire<ProfileDocument>;
export type WireDocumentHistoryEntry = Wire<DocumentHistoryEntry>;

function presentVersion(row: DocumentValues, now: Date) {
  return {
    name: row.name,
    description: row.description,
    effective_on: row.effectiveOn,
    issued_on: row.issuedOn,
    expire_on: row.expireOn?.toISOString() ?? null,
    comments: row.comments,
    file_name: row.fileName,
    verified: row.verified,
    verifier_name: row.verifierName,
    state: isExpired(row.expireOn, now) ? ("expired" as const) : ("valid" as const),
  };
}

function presentHistoryEntry(row: DocumentHistoryRow, now: Date): WireDocumentHistoryEntry {
  return {
    history_id: row.id,
    ...presentVersion(row, now),
    modified_by: row.modifiedBy,
    modified_on: row.modifiedOn.toISOString(),
  };
}

/** A document with its history (newest first), field by field; `state` as of `now`. */
export function presentDocument(
  row: DocumentRow,
  history: readonly DocumentHistoryRow[],
  now: Date,
): WireDocument {
  return {
    id: row.id,
    profile_id: row.profileId,
    type: row.type,
    ...presentVersion(row, now),
    history: history.map((entry) => presentHistoryEntry(entry, now)),
    created_by: row.createdBy,
    created_on: row.createdOn.toISOString(),
    modified_by: row.modifiedBy,
    modified_on: row.modifiedOn.toISOString(),
  };
}
