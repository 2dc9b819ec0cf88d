import {
  DOCUMENT_NAME_MAX,
  DOCUMENT_TEXT_MAX,
  DOCUMENT_TYPES,
  VERIFIER_NAME_MAX,
} from "@rosterly/domain/documents";
import { z } from "zod";
import { queryId, rowId } from "./input";
import { pageQuery } from "./pagination";
import { wireDate } from "./shift";

const id = z.number().int();
const text = (max: number) =>
  z.string().trim().max(max, `Ensure this field has no more than ${max} characters.`);
/** The end of the expiry day (23:59:59 local) as a UTC ISO instant; the server normalises it to the hospital's day. */
const instant = z.iso.datetime({ offset: true, message: "Enter a date and time in ISO 8601 form." });

export const DOCUMENT_STATES = ["valid", "expired"] as const;

/** The fields a document and each of its history entries hold (N-015). */
const documentVersion = {
  name: z.string(),
  description: z.string(),
  effectiveOn: z.string().nullable(),
  issuedOn: z.string().nullable(),
  expireOn: z.string().nullable(),
  comments: z.string(),
  /** The stored attachment's name, or null without one. */
  fileName: z.string().nullable(),
  verified: z.boolean(),
  verifierName: z.string(),
};

export const documentHistoryEntry = z
  .object({
    historyId: id,
    ...documentVersion,
    state: z.enum(DOCUMENT_STATES),
    modifiedBy: id.nullable(),
    modifiedOn: z.string(),
  })
  .meta({ id: "ProfileDocumentHistoryEntry" });
export type DocumentHistoryEntry = z.infer<typeof documentHistoryEntry>;

/** A credential or health record as presented, newest history entry first. */
export const profileDocument = z
  .object({
    id,
    profileId: id,
    type: z.enum(DOCUMENT_TYPES),
    ...documentVersion,
    state: z.enum(DOCUMENT_STATES),
    history: z.array(documentHistoryEntry),
    createdBy: id.nullable(),
    createdOn: z.string(),
    modifiedBy: id.nullable(),
    modifiedOn: z.string(),
  })
  .meta({ id: "ProfileDocument" });
export type ProfileDocument = z.infer<typeof profileDocument>;

/** `GET /credential-docs/?profile_id=&type=&search=`: a person's documents, newest first. */
export const documentListQuery = pageQuery(100).extend({
  profile_id: queryId,
  type: z.enum(DOCUMENT_TYPES).optional(),
  search: text(DOCUMENT_NAME_MAX).optional(),
});

/** What a client may set on a document; `verified` follows the verifier's name (N-016). */
const editableFields = {
  name: text(DOCUMENT_NAME_MAX).min(1, "This field is required."),
  description: text(DOCUMENT_TEXT_MAX).optional(),
  effectiveOn: wireDate.nullable().optional(),
  issuedOn: wireDate.nullable().optional(),
  expireOn: instant.nullable().optional(),
  comments: text(DOCUMENT_TEXT_MAX).optional(),
  verified: z.boolean().optional(),
  verifierName: text(VERIFIER_NAME_MAX).optional(),
};

/** `POST /credential-docs/`: a new document of a person (its attachment is uploaded next). */
export const documentCreate = z.object({ profileId: rowId, type: z.enum(DOCUMENT_TYPES), ...editableFields });
export type DocumentCreate = z.infer<typeof documentCreate>;

/**
 * `PATCH /credential-docs/{id}/` (the old version kept as history) and
 * `.../update_without_history/`. `fileName: null` removes the attachment; a file is only ever
 * named by an upload.
 */
export const documentPatch = z.object({
  ...editableFields,
  name: editableFields.name.optional(),
  fileName: z.null().optional(),
});
export type DocumentPatch = z.infer<typeof documentPatch>;

/** `DELETE /credential-docs/{id}/history/?history_id=`. */
export const documentHistoryQuery = z.object({ history_id: queryId });

/** `GET /credential-docs/{id}/attachment/[?history_id=]`: the document's file, or a history entry's. */
export const attachmentQuery = z.object({ history_id: queryId.optional() });

export const documentIdParams = z.object({ id: queryId });
