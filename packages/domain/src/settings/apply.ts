// Applying an administrator's batch of `{path, value}` changes: all of them or none.
import { hospitalSettingsReferences, type ReferenceSets } from "../configuration/references.ts";
import { fail, type FieldError } from "../fields/result.ts";
import { DEFAULT_SETTINGS, type HospitalSettings, SETTINGS_SCHEMA } from "./schema.ts";
import { checkNode, isRecord, joinPath, resolvePath, type SettingsContext } from "./tree.ts";

export interface SettingsChange {
  path: string;
  value: unknown;
}

export type SettingsErrors = Record<string, FieldError[]>;

export type ApplyResult =
  | { readonly ok: true; readonly settings: Record<string, unknown> }
  | { readonly ok: false; readonly errors: SettingsErrors };

function clone(value: Record<string, unknown>): Record<string, unknown> {
  return structuredClone(value);
}

function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  const last = keys.pop() ?? "";
  let node = target;
  for (const key of keys) {
    const next = node[key];
    if (!isRecord(next)) node[key] = {};
    const child = node[key];
    if (!isRecord(child)) return;
    node = child;
  }
  node[last] = value;
}

function deleteAt(target: Record<string, unknown>, path: string): void {
  const keys = path.split(".");
  const last = keys.pop() ?? "";
  let node: unknown = target;
  for (const key of keys) node = isRecord(node) ? node[key] : undefined;
  if (isRecord(node)) delete node[last];
}

/**
 * Checks every change against the schema and applies them in order to a copy of the stored
 * settings. `null` resets a path to its default. Errors are keyed by the full dotted path, so an
 * unknown path or a bad value is named exactly; with any error nothing is applied.
 */
export function applySettingsChanges(
  stored: Record<string, unknown>,
  changes: readonly SettingsChange[],
  refs: ReferenceSets,
): ApplyResult {
  const context: SettingsContext = { refs, previous: hospitalSettingsReferences(stored) };
  const errors: SettingsErrors = {};
  const add = (path: string, error: FieldError) => (errors[path] ??= []).push(error);
  const next = clone(stored);
  for (const change of changes) {
    const node = resolvePath(SETTINGS_SCHEMA, change.path);
    if (node === null) {
      add(change.path, fail("validation.unknown_key", { key: change.path }));
      continue;
    }
    if (change.value === null) {
      deleteAt(next, change.path);
      continue;
    }
    const result = checkNode(node, change.value, context);
    if (result.ok) setAt(next, change.path, result.value);
    else for (const issue of result.issues) add(joinPath(change.path, issue.path), issue.error);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, settings: next };
}

function merge(base: unknown, over: unknown): unknown {
  if (!isRecord(base) || !isRecord(over)) return over === undefined ? base : over;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = merge(base[key], value);
  return out;
}

/** The stored settings over the defaults: what every reader (server rules, web forms) should use. */
export function withDefaults(stored: Record<string, unknown>): HospitalSettings & Record<string, unknown> {
  const merged = merge(DEFAULT_SETTINGS, stored);
  return isRecord(merged) ? { ...DEFAULT_SETTINGS, ...merged } : { ...DEFAULT_SETTINGS };
}
