/**
 * Chosen ids checked as the server checks them (the domain's `checkReference`): live rows of the
 * organisation, or obsolete ones the row already named. Reported on the list's own field.
 */
import {
  checkReference,
  type ReferenceKind,
  type References,
  type ReferenceSets,
} from "@rosterly/domain/configuration";
import { type Issues, note } from "../../../lib/forms/issues";

export function noteReferences(
  issues: Issues,
  path: string,
  kind: ReferenceKind,
  ids: readonly number[],
  sets: ReferenceSets,
  previous: References | null,
): void {
  for (const id of ids) note(issues, path, checkReference(sets[kind], kind, id, previous?.[kind] ?? []));
}
