/**
 * What the shift and event writes share before they change anything: the ids asked for, each
 * once, and each a row the caller may write (locked inside the transaction). A single-row call
 * answers 404 for a row it cannot reach; a list names the items that are not there.
 */
import type { PlainErrorDetailKey } from "@rosterly/contract";
import { Errors } from "../../http/errors";
import { type FieldErrors, fieldErrorWith } from "../../http/field-errors";

export interface ActivityKind {
  /** As messages name one and many: "shift"/"shifts", "event"/"events". */
  one: string;
  many: string;
  /** The reason of the 404 a single-row call answers. */
  notFound: PlainErrorDetailKey;
}

export const SHIFT_KIND: ActivityKind = { one: "shift", many: "shifts", notFound: "errors.not_found.shift" };
export const EVENT_KIND: ActivityKind = { one: "event", many: "events", notFound: "errors.not_found.event" };

/** A change list names each row once. */
export function assertEachOnce(ids: readonly number[], kind: ActivityKind): void {
  if (new Set(ids).size !== ids.length)
    throw fieldErrorWith("id", "validation.repeated_row", { kind: kind.one });
}

/** A delete: every id must be a row found, or the whole call is refused. */
export function assertAllFound(
  rows: readonly { id: number }[],
  ids: readonly number[],
  kind: ActivityKind,
  single: boolean,
): void {
  const found = new Set(rows.map((row) => row.id));
  const missing = [...new Set(ids)].filter((id) => !found.has(id));
  if (missing.length === 0) return;
  if (single) throw Errors.notFound(kind.notFound);
  throw fieldErrorWith("ids", "validation.no_such_rows", { kind: kind.many, ids: missing.join(", ") });
}

/** An update: each change whose row was not found is named by its place in the list. */
export function reportMissing(
  changes: readonly { id: number }[],
  found: ReadonlyMap<number, unknown>,
  errors: FieldErrors,
  kind: ActivityKind,
  single: boolean,
): void {
  changes.forEach((change, index) => {
    if (!found.has(change.id))
      errors.add("id", { ok: false, key: "validation.no_such_row", params: { kind: kind.one } }, index);
  });
  if (!errors.empty && single) throw Errors.notFound(kind.notFound);
  errors.throwIfAny();
}
