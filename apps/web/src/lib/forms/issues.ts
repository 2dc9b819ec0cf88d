/**
 * Client-side validation with the domain's own field rules. A form's `validate` collects one
 * issue per form path ("name", "rules.2.count"); the resolver turns them into
 * react-hook-form errors with the catalogue's text, so the messages match the server's.
 */
import { toNestErrors } from "@hookform/resolvers";
import type { TFunction } from "i18next";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { fieldErrorText } from "./field-text";
import type { Issues } from "./issue-notes";

export { type FieldIssue, type Issues, note } from "./issue-notes";

export function issuesResolver<F extends FieldValues>(
  validate: (values: F) => Issues,
  t: TFunction,
): Resolver<F> {
  return (values, _context, options) => {
    const issues = Object.entries(validate(values));
    if (issues.length === 0) return { values, errors: {} };
    const flat: FieldErrors = {};
    for (const [path, error] of issues) flat[path] = { type: error.key, message: fieldErrorText(t, error) };
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
