/** The own-profile form (D-021): personal details checked by the domain's user-info rules. */
import type { SessionUser } from "@rosterly/contract";
import { formatUsPhone, normalizeText, normalizeUsPhone, USER_FIELD_LIMITS } from "@rosterly/domain/fields";
import { type Issues, note } from "../../../lib/forms/issues";
import { type Notifications, type Reminders, readPreferences } from "./preferences";

export interface OwnProfileValues {
  firstName: string;
  lastName: string;
  alias: string;
  phonePersonal: string;
  gender: "" | "female" | "male";
  selectedProfileId: string;
  notifications: Notifications;
  reminders: Reminders;
}

export function ownProfileValues(me: SessionUser): OwnProfileValues {
  return {
    firstName: me.firstName,
    lastName: me.lastName,
    alias: me.alias ?? "",
    phonePersonal: me.phonePersonal ? formatUsPhone(me.phonePersonal) : "",
    gender: me.gender ?? "",
    selectedProfileId: String(me.selectedProfileId ?? me.profile.profileId),
    ...readPreferences(me.settings),
  };
}

/** The personal details the domain's user-info rules check; the rest are choices. */
export function validateOwnProfile(values: OwnProfileValues): Issues {
  const issues: Issues = {};
  note(issues, "firstName", normalizeText(values.firstName, USER_FIELD_LIMITS.firstName));
  note(issues, "lastName", normalizeText(values.lastName, USER_FIELD_LIMITS.lastName));
  note(issues, "alias", normalizeText(values.alias, USER_FIELD_LIMITS.alias));
  note(issues, "phonePersonal", normalizeUsPhone(values.phonePersonal));
  return issues;
}

const phone = (value: string) => {
  const parsed = normalizeUsPhone(value);
  return parsed.ok ? parsed.value : null;
};

/** The PATCH body: trimmed names, the phone stored with +1, preferences as data. */
export function ownProfileBody(values: OwnProfileValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    alias: values.alias.trim() === "" ? null : values.alias.trim(),
    phonePersonal: phone(values.phonePersonal),
    gender: values.gender === "" ? null : values.gender,
    selectedProfileId: Number(values.selectedProfileId),
    settings: { notifications: { ...values.notifications }, reminders: { ...values.reminders } },
  };
}
