import type { FieldError } from "@rosterly/domain/fields";
import { isRecord } from "./records";

/** Dotted paths of plain keys; prototype names could otherwise reach Object.prototype. */
const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;
const FORBIDDEN = new Set(["__proto__", "prototype", "constructor"]);
const MAX_DEPTH = 8;

export type PathChange = { path: string; value: unknown };
export type PatchResult =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; errors: { index: number; field: "path" | "value"; error: FieldError }[] };

function segmentsOf(path: string): string[] | null {
  const segments = path.split(".");
  const valid = segments.length <= MAX_DEPTH && segments.every((s) => SEGMENT.test(s) && !FORBIDDEN.has(s));
  return valid ? segments : null;
}

/**
 * Applies `{path, value}` changes to a copy of a JSON object, in order: a value sets the key
 * (creating objects on the way), `null` removes it. Nothing is applied unless every change is
 * valid; the original is never modified.
 */
export function applyPathChanges(
  source: Readonly<Record<string, unknown>>,
  changes: readonly PathChange[],
): PatchResult {
  const root: Record<string, unknown> = structuredClone({ ...source });
  const errors: { index: number; field: "path" | "value"; error: FieldError }[] = [];
  changes.forEach((change, index) => {
    const segments = segmentsOf(change.path);
    if (!segments) {
      errors.push({
        index,
        field: "path",
        error: { ok: false, key: "validation.preference_path" },
      });
      return;
    }
    let node = root;
    for (const segment of segments.slice(0, -1)) {
      const next = node[segment];
      if (next === undefined || next === null) node = node[segment] = {};
      else if (isRecord(next)) node = next;
      else {
        errors.push({
          index,
          field: "path",
          error: { ok: false, key: "validation.preference_not_group", params: { segment } },
        });
        return;
      }
    }
    const last = segments.at(-1) ?? "";
    if (change.value === null) delete node[last];
    else node[last] = structuredClone(change.value);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: root };
}
