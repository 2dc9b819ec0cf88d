/**
 * The issues a form's check collects, one per form path ("name", "rules.2.count"). Apart from the
 * react-hook-form resolver (`issues.ts`) so that a form without that library (the sign-in page,
 * which loads before it) checks its fields with the same rules and words them the same way.
 */
import type { FieldIssue } from "./field-text";

export type { FieldIssue };
export type Issues = Record<string, FieldIssue>;

/** Notes the first problem of a path when a rule's answer is a failure. */
export function note(
  issues: Issues,
  path: string,
  answer: { ok: true } | ({ ok: false } & FieldIssue),
): void {
  if (!answer.ok && issues[path] === undefined) issues[path] = answer;
}
