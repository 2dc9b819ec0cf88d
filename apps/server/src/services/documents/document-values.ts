import type { DocumentCreate, DocumentPatch } from "@rosterly/contract";
import { type DocumentType, endOfLocalDay, isVerified } from "@rosterly/domain/documents";
import { localDateOf } from "@rosterly/domain/time";
import type { FieldErrors } from "../../http/field-errors";
import type { DocumentValues } from "../../repositories/documents";

type Editable = Omit<DocumentPatch, "fileName">;

/**
 * The expiry as stored: the end of the expiry day in the hospital's zone (N-016). Clients send the
 * end of the day; whatever time they send, the day it falls on in the hospital decides.
 */
function expiryOf(value: string, timeZone: string): Date | null {
  const day = localDateOf(new Date(value), timeZone);
  return day ? endOfLocalDay(day, timeZone) : null;
}

/**
 * The fields of a create or patch as stored, given the document's current values (none for a new
 * one). `verified` follows the verifier's name; a client that says otherwise is told so.
 */
export function documentValuesOf(
  input: Editable,
  type: DocumentType,
  current: DocumentValues | undefined,
  timeZone: string,
  errors: FieldErrors,
): Partial<DocumentValues> {
  const values: Partial<DocumentValues> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.description !== undefined) values.description = input.description;
  if (input.comments !== undefined) values.comments = input.comments;
  if (input.issuedOn !== undefined) values.issuedOn = input.issuedOn;
  if (input.effectiveOn !== undefined) {
    // Only credentials take effect on a day (N-012); a health record has no such column.
    if (type === "health" && input.effectiveOn !== null) errors.add("effective_on", "validation.invalid");
    else values.effectiveOn = input.effectiveOn;
  }
  if (input.expireOn !== undefined) {
    values.expireOn = input.expireOn === null ? null : expiryOf(input.expireOn, timeZone);
    if (input.expireOn !== null && values.expireOn === null) errors.add("expire_on", "validation.date");
  }
  const verifierName = input.verifierName ?? current?.verifierName ?? "";
  if (input.verifierName !== undefined) values.verifierName = verifierName;
  if (input.verified !== undefined && input.verified !== isVerified(verifierName))
    errors.add("verified", "validation.verified_needs_verifier");
  values.verified = isVerified(verifierName);
  return values;
}

/** A new document's values: the create's fields with the defaults of what it leaves out. */
export function newDocumentValues(
  input: DocumentCreate,
  timeZone: string,
  errors: FieldErrors,
): DocumentValues {
  const values = documentValuesOf(input, input.type, undefined, timeZone, errors);
  return {
    name: input.name,
    description: values.description ?? "",
    effectiveOn: values.effectiveOn ?? null,
    issuedOn: values.issuedOn ?? null,
    expireOn: values.expireOn ?? null,
    comments: values.comments ?? "",
    fileName: null,
    verified: values.verified ?? false,
    verifierName: values.verifierName ?? "",
  };
}
