// The settings schema as a tree: a change addresses any node by its dotted path and is checked
// against that node, so `scheduling`, `scheduling.period` and `scheduling.states.draft.editable`
// are all valid targets while `scheduling.perod` is not.
import { fail, type FieldError } from "../fields/result.ts";
import type { References, ReferenceSets } from "../configuration/references.ts";

/**
 * What a check needs beyond the value: the organisation's rows that may be referenced, and the
 * ids the stored settings already name (an obsolete row may stay where it was chosen).
 */
export interface SettingsContext {
  readonly refs: ReferenceSets;
  readonly previous: References;
}

export interface Issue {
  /** Dotted path relative to the node that was checked ("" for the node itself). */
  readonly path: string;
  readonly error: FieldError;
}

/** A leaf's answer: the value to store (normalised) or what is wrong with it. */
export type LeafResult =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly issues: Issue[] };

export type SettingsNode =
  | { readonly kind: "leaf"; readonly check: (value: unknown, context: SettingsContext) => LeafResult }
  | { readonly kind: "object"; readonly children: Readonly<Record<string, SettingsNode>> }
  | {
      readonly kind: "map";
      readonly keyError: (key: string) => FieldError | null;
      readonly child: SettingsNode;
    };

export const leaf = (check: (value: unknown, context: SettingsContext) => LeafResult): SettingsNode => ({
  kind: "leaf",
  check,
});
export const object = (children: Record<string, SettingsNode>): SettingsNode => ({
  kind: "object",
  children,
});
export const map = (keyError: (key: string) => FieldError | null, child: SettingsNode): SettingsNode => ({
  kind: "map",
  keyError,
  child,
});

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export const joinPath = (...parts: (string | number)[]): string =>
  parts.filter((part) => part !== "").join(".");

export const accept = (value: unknown): LeafResult => ({ ok: true, value });
export const reject = (error: FieldError, path = ""): LeafResult => ({
  ok: false,
  issues: [{ path, error }],
});

/** Finds the node a path addresses; null when no such setting exists. */
export function resolvePath(root: SettingsNode, path: string): SettingsNode | null {
  if (path.trim() === "") return null;
  let node: SettingsNode = root;
  for (const segment of path.split(".")) {
    if (node.kind === "leaf") return null;
    if (node.kind === "object") {
      const child: SettingsNode | undefined = Object.hasOwn(node.children, segment)
        ? node.children[segment]
        : undefined;
      if (child === undefined) return null;
      node = child;
    } else {
      if (node.keyError(segment) !== null) return null;
      node = node.child;
    }
  }
  return node;
}

/**
 * Checks a whole value against a node. Objects may be partial (an absent key falls back to its
 * default) but may not carry unknown keys; the answer is the normalised value to store.
 */
export function checkNode(node: SettingsNode, value: unknown, context: SettingsContext): LeafResult {
  if (node.kind === "leaf") return node.check(value, context);
  if (!isRecord(value)) return reject(fail("validation.type", { expected: "an object" }));
  const issues: Issue[] = [];
  const out: Record<string, unknown> = {};
  for (const [key, childValue] of Object.entries(value)) {
    let child: SettingsNode | undefined;
    if (node.kind === "object") {
      child = Object.hasOwn(node.children, key) ? node.children[key] : undefined;
      if (child === undefined) issues.push({ path: key, error: fail("validation.unknown_key", { key }) });
    } else {
      const keyError = node.keyError(key);
      if (keyError === null) child = node.child;
      else issues.push({ path: key, error: keyError });
    }
    if (child === undefined) continue;
    const result = checkNode(child, childValue, context);
    if (result.ok) out[key] = result.value;
    else issues.push(...result.issues.map((issue) => ({ ...issue, path: joinPath(key, issue.path) })));
  }
  return issues.length > 0 ? { ok: false, issues } : accept(out);
}
