import { checkConfirmation, checkPassword } from "@rosterly/domain/fields";
import { hashPassword } from "../auth/passwords";
import { FieldErrors } from "../../http/field-errors";

/** The new password must follow the rule (B-015) and be typed the same twice; answers its hash. */
export async function hashNewPassword(
  newPassword: string,
  repeated: string,
  extra?: FieldErrors,
): Promise<string> {
  const errors = extra ?? new FieldErrors();
  const strong = checkPassword(newPassword);
  if (!strong.ok) errors.add("new_password", strong);
  const same = checkConfirmation(newPassword, repeated);
  if (!same.ok) errors.add("re_new_password", same);
  errors.throwIfAny();
  return hashPassword(newPassword);
}
