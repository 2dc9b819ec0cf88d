// The answer of every field rule: ok, or a message key from the catalogue with its parameters.

/** Message keys; the text of each lives in the web's locale files (the server sends the key too). */
export const VALIDATION_KEYS = [
  "validation.required",
  "validation.max",
  "validation.min_value",
  "validation.max_value",
  "validation.numeric",
  "validation.password",
  "validation.email",
  "validation.phone",
  "validation.time",
  "validation.date",
  "validation.date_min",
  "validation.color",
  "validation.confirmed",
  "validation.is",
  "validation.integer",
  "validation.multiple_of",
  "validation.weekday",
  "validation.type",
  "validation.unknown_key",
  "validation.unknown_reference",
  "validation.obsolete_reference",
  "validation.duplicate",
  "validation.choice",
  "validation.date_format",
  "validation.max_items",
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];

export type MessageParams = Readonly<Record<string, string | number>>;

export interface FieldError {
  readonly ok: false;
  readonly key: ValidationKey;
  readonly params?: MessageParams;
}

/** A predicate's answer. */
export type Check = { readonly ok: true } | FieldError;

/** A normaliser's answer: the normalised value, or why there is none. */
export type Parsed<T> = { readonly ok: true; readonly value: T } | FieldError;

export const OK: { readonly ok: true } = { ok: true };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function fail(key: ValidationKey, params?: MessageParams): FieldError {
  return params === undefined ? { ok: false, key } : { ok: false, key, params };
}

/** A normaliser's answer as a predicate's (drops the value). */
export function toCheck<T>(parsed: Parsed<T>): Check {
  return parsed.ok ? OK : parsed;
}

/** Length in characters (code points, as PostgreSQL counts them), not UTF-16 units. */
export function charLength(value: string): number {
  return [...value].length;
}
