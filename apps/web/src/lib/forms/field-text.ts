/**
 * Turns the domain's field errors (a message key and its parameters) into text. The same keys are
 * what the server's English messages are written from, so the web and the API say the same thing.
 */
import type { FieldError } from "@rosterly/domain/fields";
import type { TFunction } from "i18next";

export function fieldErrorText(t: TFunction, error: FieldError): string {
  return t(error.key, { ...error.params });
}
