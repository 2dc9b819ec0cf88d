import {
  checkReference,
  REFERENCE_KINDS,
  type ReferenceKind,
  type References,
  type ReferenceSets,
} from "@rosterly/domain/configuration";
import { normalizeColor } from "@rosterly/domain/fields";
import type { FieldErrors } from "../../http/field-errors";
import { isRecord } from "../../lib/records";

/** Every id must be a live row of the organisation, or an obsolete one the row already named. */
export function checkIds(
  errors: FieldErrors,
  field: string,
  ids: readonly number[],
  kind: ReferenceKind,
  sets: ReferenceSets,
  previously: readonly number[] = [],
): void {
  for (const id of new Set(ids)) {
    const check = checkReference(sets[kind], kind, id, previously);
    if (!check.ok) errors.add(field, check);
  }
}

/** `styles.web.color` must be a colour; it is stored as lower-case #rrggbb. */
export function normalizeStyles<T extends { web?: { color?: string } }>(styles: T, errors: FieldErrors): T {
  const color = styles.web?.color;
  if (color === undefined || !isRecord(styles.web)) return styles;
  const parsed = normalizeColor(color, { required: true });
  if (!parsed.ok) {
    errors.add("styles.web.color", parsed);
    return styles;
  }
  return { ...styles, web: { ...styles.web, color: parsed.value ?? color } };
}

/** Checks each kind of id a piece of configuration names, reporting under one field. */
export function checkReferences(
  errors: FieldErrors,
  field: string,
  refs: References,
  previous: References,
  sets: ReferenceSets,
): void {
  for (const kind of REFERENCE_KINDS) checkIds(errors, field, refs[kind], kind, sets, previous[kind]);
}
