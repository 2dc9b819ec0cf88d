import type { HistoryEntry, Wire } from "@rosterly/contract";
import type { HistoryEntryRow } from "../repositories/history";

const personOf = (id: number | null, names: ReadonlyMap<number, string>) =>
  id === null ? null : { id, full_name: names.get(id) ?? "" };

/** A timeline entry: who, when, and what changed from what to what (L-001, L-002). */
export function presentHistoryEntry(
  row: HistoryEntryRow,
  names: ReadonlyMap<number, string>,
): Wire<HistoryEntry> {
  return {
    id: row.id,
    modified_by: personOf(row.modifiedBy, names),
    modified_on: row.modifiedOn.toISOString(),
    new_assignee: personOf(row.newAssigneeId, names),
    changes: row.changes.map((change) => ({ field: change.field, old: change.old, new: change.new })),
  };
}
