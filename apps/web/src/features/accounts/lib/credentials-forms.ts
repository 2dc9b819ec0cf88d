/** What the own-credentials forms (B-015, B-016) check before sending: the domain's field rules. */
import { type Check, checkConfirmation, checkPassword, normalizeEmail } from "@rosterly/domain/fields";
import { type Issues, note } from "../../../lib/forms/issues";

const filled = (value: string): Check =>
  value === "" ? { ok: false, key: "validation.required" } : { ok: true };

export interface ChangeEmailValues {
  password: string;
  newEmail: string;
  repeatEmail: string;
}

export function validateChangeEmail(values: ChangeEmailValues): Issues {
  const issues: Issues = {};
  note(issues, "password", filled(values.password));
  note(issues, "newEmail", normalizeEmail(values.newEmail));
  note(issues, "repeatEmail", checkConfirmation(values.newEmail.trim(), values.repeatEmail.trim()));
  return issues;
}

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  reNewPassword: string;
}

export function validateChangePassword(values: ChangePasswordValues): Issues {
  const issues: Issues = {};
  note(issues, "currentPassword", filled(values.currentPassword));
  note(issues, "newPassword", checkPassword(values.newPassword));
  note(issues, "reNewPassword", checkConfirmation(values.newPassword, values.reNewPassword));
  return issues;
}
