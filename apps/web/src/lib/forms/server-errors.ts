/**
 * A 400's field errors shown where they belong. The server names fields by their wire path
 * (`start_time`, `styles.web.color`, `settings.staffNeeded.0.jobTypes`, or a settings path); each
 * form says which of its fields a wire path lands on. What no field takes is returned, for the
 * form to show above its buttons, so no message is ever lost.
 */
import type { TFunction } from "i18next";
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { ApiError } from "../api/errors";

export type FieldOf<F extends FieldValues> = (wirePath: string) => FieldPath<F> | null;

export function serverFieldErrors(error: unknown): Record<string, string[]> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return error.body?.errors ?? null;
}

/**
 * A 400's messages by wire field in the reader's language: each message the server names by a
 * catalogue key is shown from the catalogue, with the server's English text as the fallback.
 */
export function serverFieldMessages(t: TFunction, error: unknown): Record<string, string[]> | null {
  const texts = serverFieldErrors(error);
  if (texts === null || !(error instanceof ApiError)) return null;
  const keys = error.body?.error_keys ?? {};
  return Object.fromEntries(
    Object.entries(texts).map(([field, messages]) => [
      field,
      messages.map((text, at) => {
        const ref = keys[field]?.[at];
        return ref === undefined ? text : t(ref.key, { ...ref.params, defaultValue: text });
      }),
    ]),
  );
}

/** The first message the server gave a field, by its wire path, if it named it. */
export function serverFieldError(t: TFunction, error: unknown, wirePath: string): string | undefined {
  return serverFieldMessages(t, error)?.[wirePath]?.[0];
}

export function showServerErrors<F extends FieldValues>(
  t: TFunction,
  error: unknown,
  setError: UseFormSetError<F>,
  fieldOf: FieldOf<F>,
  { focus = true }: { focus?: boolean } = {},
): string[] {
  const errors = serverFieldMessages(t, error);
  if (errors === null) return [];
  const unplaced: string[] = [];
  let focused = !focus;
  for (const [wirePath, messages] of Object.entries(errors)) {
    const field = fieldOf(wirePath);
    const message = messages.join(" ");
    if (field === null) {
      unplaced.push(message);
      continue;
    }
    setError(field, { type: "server", message }, { shouldFocus: !focused });
    focused = true;
  }
  return unplaced;
}

/** `start_time` -> `startTime`: top-level wire names of a form that uses the contract's fields. */
export function camelField(wirePath: string): string {
  const head = wirePath.split(".")[0] ?? "";
  return head.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/**
 * The usual mapping: named wire paths (and everything under them) go to their field, other
 * top-level names to the form field of the same camelCase name when the form has one.
 */
export function fieldsByWirePath<F extends FieldValues>(
  fields: readonly FieldPath<F>[],
  named: Readonly<Record<string, FieldPath<F>>> = {},
): FieldOf<F> {
  const prefixes = Object.keys(named).sort((a, b) => b.length - a.length);
  return (wirePath) => {
    const prefix = prefixes.find(
      (candidate) => wirePath === candidate || wirePath.startsWith(`${candidate}.`),
    );
    if (prefix !== undefined) return named[prefix] ?? null;
    const camel = camelField(wirePath);
    return fields.find((field) => field === camel) ?? null;
  };
}
