import { normalizeEmail, normalizeText, normalizeUsPhone, USER_FIELD_LIMITS } from "@rosterly/domain/fields";
import { isUsTimeZone } from "@rosterly/domain/geo";
import type { FieldErrors } from "../../http/field-errors";

export interface UserFieldsInput {
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  alias?: string | null | undefined;
  gender?: "female" | "male" | null | undefined;
  phonePersonal?: string | null | undefined;
  timezone?: string | undefined;
}

export interface UserFieldValues {
  email: string;
  firstName: string;
  lastName: string;
  alias: string | null;
  gender: "female" | "male" | null;
  phonePersonal: string | null;
  timezone: string;
}

/**
 * Applies the user-info rules (D-007) to the fields given; answers them normalised (trimmed, phone
 * as +1..., empty alias as null) and records a message per bad field.
 */
export function checkUserFields(input: UserFieldsInput, errors: FieldErrors): Partial<UserFieldValues> {
  const out: Partial<UserFieldValues> = {};
  const text = (field: "firstName" | "lastName", wire: string, value: string | undefined) => {
    if (value === undefined) return;
    const parsed = normalizeText(value, USER_FIELD_LIMITS[field]);
    if (parsed.ok) out[field] = parsed.value;
    else errors.add(wire, parsed);
  };
  text("firstName", "first_name", input.firstName);
  text("lastName", "last_name", input.lastName);
  if (input.alias !== undefined) {
    const parsed = normalizeText(input.alias, USER_FIELD_LIMITS.alias);
    if (parsed.ok) out.alias = parsed.value === "" ? null : parsed.value;
    else errors.add("alias", parsed);
  }
  if (input.email !== undefined) {
    const parsed = normalizeEmail(input.email);
    if (parsed.ok) out.email = parsed.value;
    else errors.add("email", parsed);
  }
  if (input.phonePersonal !== undefined) {
    const parsed = normalizeUsPhone(input.phonePersonal);
    if (parsed.ok) out.phonePersonal = parsed.value;
    else errors.add("phone_personal", parsed);
  }
  if (input.timezone !== undefined) {
    if (isUsTimeZone(input.timezone)) out.timezone = input.timezone;
    else errors.add("timezone", "validation.us_time_zone");
  }
  if (input.gender !== undefined) out.gender = input.gender;
  return out;
}
