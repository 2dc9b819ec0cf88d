import { snakeCase } from "@rosterly/contract";
import type { RuleViolation } from "@rosterly/domain/accounts";
import type { FieldError } from "@rosterly/domain/fields";
import { type AppError, Errors } from "../../http/errors";
import { violationMessage } from "../../lib/account-messages";
import { fieldMessage } from "../../lib/field-messages";

/** A dotted path of the input (camelCase segments) as the wire names it. */
export function wirePath(...parts: (string | number)[]): string {
  return parts
    .flatMap((part) => String(part).split("."))
    .filter((segment) => segment !== "")
    .map(snakeCase)
    .join(".");
}

/** Collects every field's problems so one 400 names them all, and nothing is written. */
export class FieldErrors {
  private readonly errors: Record<string, string[]> = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  addRule(field: string, error: FieldError): void {
    this.add(field, fieldMessage(error));
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
      this.add(field, violationMessage(violation));
    }
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  toError(): AppError {
    return Errors.invalid(this.errors, `Invalid input: ${Object.keys(this.errors).join(", ")}.`);
  }

  throwIfAny(): void {
    if (!this.empty) throw this.toError();
  }
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
