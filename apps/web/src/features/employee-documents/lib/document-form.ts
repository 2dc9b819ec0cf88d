import type { DocumentPatch, ProfileDocument } from "@rosterly/contract";
import { type DocumentType, endOfLocalDay, expiryDateOf, isVerified } from "@rosterly/domain/documents";

/** The inline row's fields: dates as `YYYY-MM-DD` (empty for none), the expiry as its local day. */
export interface DocumentFormValues {
  name: string;
  description: string;
  effectiveOn: string;
  issuedOn: string;
  expireOn: string;
  comments: string;
  verifierName: string;
}

export const DOCUMENT_FORM_FIELDS = [
  "name",
  "description",
  "effectiveOn",
  "issuedOn",
  "expireOn",
  "comments",
  "verifierName",
] as const satisfies readonly (keyof DocumentFormValues)[];

export function formValuesOf(document: ProfileDocument | null, timeZone: string): DocumentFormValues {
  const expiry = document?.expireOn ? expiryDateOf(new Date(document.expireOn), timeZone) : null;
  return {
    name: document?.name ?? "",
    description: document?.description ?? "",
    effectiveOn: document?.effectiveOn ?? "",
    issuedOn: document?.issuedOn ?? "",
    expireOn: expiry ?? "",
    comments: document?.comments ?? "",
    verifierName: document?.verifierName ?? "",
  };
}

const dayOrNull = (value: string) => (value === "" ? null : value);

/**
 * What the server is sent: the expiry as the end of that day in the hospital's zone (N-016),
 * `verified` exactly when a verifier is named.
 */
export function documentFieldsOf(
  values: DocumentFormValues,
  type: DocumentType,
  timeZone: string,
): Omit<DocumentPatch, "fileName"> & { name: string } {
  const expiry = values.expireOn === "" ? null : endOfLocalDay(values.expireOn, timeZone);
  return {
    name: values.name,
    description: values.description,
    ...(type === "license" ? { effectiveOn: dayOrNull(values.effectiveOn) } : {}),
    issuedOn: dayOrNull(values.issuedOn),
    expireOn: expiry ? expiry.toISOString() : null,
    comments: values.comments,
    verifierName: values.verifierName,
    verified: isVerified(values.verifierName),
  };
}
