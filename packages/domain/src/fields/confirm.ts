// Confirmation fields: repeat-the-value (email, password) and type-the-word ("delete", D-013).
import { type Check, fail, OK } from "./result.ts";

/** The confirmation must equal the value exactly. */
export function checkConfirmation(value: string, confirmation: string): Check {
  return value === confirmation ? OK : fail("validation.confirmed");
}

/** The typed text must be the word, ignoring case and surrounding spaces (rule `is`). */
export function checkTypedWord(value: string, word: string): Check {
  return value.trim().toLowerCase() === word.toLowerCase() ? OK : fail("validation.is", { word });
}
