/** What the signed-out account forms check before sending: the domain's e-mail and password rules. */
import type { PasswordPair } from "../api/flows";
import { checkConfirmation, checkEmail, checkPassword } from "@rosterly/domain/fields";
import { type Issues, note } from "../../../lib/forms/issues";

/** A new password typed twice (activation and reset). */
export function validateNewPassword(values: PasswordPair): Issues {
  const issues: Issues = {};
  note(issues, "newPassword", checkPassword(values.newPassword));
  note(issues, "reNewPassword", checkConfirmation(values.newPassword, values.reNewPassword));
  return issues;
}

export interface ForgotPasswordValues {
  email: string;
}

/** The address a reset link goes to (sent trimmed). */
export function validateForgotPassword(values: ForgotPasswordValues): Issues {
  const issues: Issues = {};
  note(issues, "email", checkEmail(values.email));
  return issues;
}
