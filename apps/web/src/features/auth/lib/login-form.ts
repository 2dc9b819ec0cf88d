/**
 * The sign-in form's check before sending: the domain's e-mail rule, worded as the sign-in page
 * words it (enter your address / a valid one), and a password that is not empty.
 */
import { checkEmail } from "@rosterly/domain/fields";
import { type Issues, note } from "../../../lib/forms/issue-notes";

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin(values: LoginValues): Issues {
  const issues: Issues = {};
  const email = checkEmail(values.email);
  if (!email.ok)
    note(issues, "email", {
      ...email,
      text: email.key === "validation.required" ? "auth.emailRequired" : "auth.emailInvalid",
    });
  if (values.password === "")
    note(issues, "password", { ok: false, key: "validation.required", text: "auth.passwordRequired" });
  return issues;
}
