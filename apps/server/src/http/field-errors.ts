import { type MessageRef, snakeCase } from "@rosterly/contract";
import type { RuleViolation } from "@rosterly/domain/accounts";
import type { FieldError, ValidationKey } from "@rosterly/domain/fields";
import { violationMessage } from "../lib/account-messages";
import { fieldMessage } from "../lib/field-messages";
import { type AppError, Errors } from "./errors";

/** A dotted path of the input (camelCase segments) as the wire names it. */
export function wirePath(...parts: (string | number)[]): string {
  return parts
    .flatMap((part) => String(part).split("."))
    .filter((segment) => segment !== "")
    .map(snakeCase)
    .join(".");
}

type Params = Readonly<Record<string, string | number>>;

/**
 * The one way a service reports bad fields: every problem of a write is collected by its wire
 * name (list items prefixed with their index, as zod names them), so one 400 names them all and
 * nothing is written. Each message is a catalogue key: the answer carries the English text in
 * `errors` and the keys in `error_keys`, so the web can show every message in the reader's language.
 */
export class FieldErrors {
  private readonly texts: Record<string, string[]> = {};
  private readonly keys: Record<string, MessageRef[]> = {};

  /** A rule's answer for a field; `index` names the item of a list body. */
  add(field: string, error: FieldError | ValidationKey, index?: number): void {
    const answer: FieldError = typeof error === "string" ? { ok: false, key: error } : error;
    this.push(field, index, fieldMessage(answer), refOf(answer.key, answer.params));
  }

  /** The same with the values the message names. */
  addWith(field: string, key: ValidationKey, params: Params, index?: number): void {
    this.add(field, { ok: false, key, params }, index);
  }

  /** `asData`: the violations name keys that are data (screen names), which keep their spelling. */
  addViolations(
    prefix: string,
    violations: readonly RuleViolation[],
    options: { asData?: boolean } = {},
  ): void {
    for (const violation of violations) {
      const field = options.asData
        ? `${wirePath(prefix)}.${violation.field}`
        : wirePath(prefix, violation.field);
      this.push(field, undefined, violationMessage(violation), refOf(violation.key, violation.params));
    }
  }

  /** How many messages have been collected (a caller checks whether its own part added any). */
  get count(): number {
    return Object.values(this.texts).reduce((total, messages) => total + messages.length, 0);
  }

  /** Every collected message in English, as `field: message`. */
  messages(): string[] {
    return Object.entries(this.texts).flatMap(([field, texts]) => texts.map((text) => `${field}: ${text}`));
  }

  get empty(): boolean {
    return this.count === 0;
  }

  /** `detail`: where the API promises a particular summary; otherwise it names the fields. */
  toError(detail = `Invalid input: ${Object.keys(this.texts).join(", ")}.`): AppError {
    return Errors.invalid(this.texts, detail, this.keys);
  }

  throwIfAny(): void {
    if (!this.empty) throw this.toError();
  }

  private push(field: string, index: number | undefined, text: string, ref: MessageRef): void {
    const name = index === undefined ? field : `${index}.${field}`;
    (this.texts[name] ??= []).push(text);
    (this.keys[name] ??= []).push(ref);
  }
}

function refOf(key: string, params: Readonly<Record<string, unknown>> | undefined): MessageRef {
  if (params === undefined) return { key };
  const plain: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params))
    plain[name] = typeof value === "number" ? value : String(value);
  return { key, params: plain };
}

/** The 400 for rule violations of one part of the input. */
export function violationsError(
  prefix: string,
  violations: readonly RuleViolation[],
  options: { asData?: boolean } = {},
): AppError {
  const errors = new FieldErrors();
  errors.addViolations(prefix, violations, options);
  return errors.toError();
}

/** The 400 for one bad field. */
export function fieldError(
  field: string,
  error: FieldError | ValidationKey,
  options: { index?: number; detail?: string } = {},
): AppError {
  const errors = new FieldErrors();
  errors.add(field, error, options.index);
  return errors.toError(options.detail);
}

/** The same with the values the message names. */
export function fieldErrorWith(field: string, key: ValidationKey, params: Params): AppError {
  return fieldError(field, { ok: false, key, params });
}
