/** The own-profile form (D-021): personal details checked by the domain's user-info rules. */
import type { SessionUser } from "@rosterly/contract";
import { formatUsPhone, normalizeText, normalizeUsPhone, USER_FIELD_LIMITS } from "@rosterly/domain/fields";
import type { TFunction } from "i18next";
import { z } from "zod";
import { type Notifications, type Reminders, readPreferences } from "../../lib/preferences";
import { ruleField } from "../../lib/rule-schema";

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

export function ownProfileSchema(t: TFunction) {
  return z.object({
    firstName: ruleField(t, (value) => normalizeText(value, USER_FIELD_LIMITS.firstName)),
    lastName: ruleField(t, (value) => normalizeText(value, USER_FIELD_LIMITS.lastName)),
    alias: ruleField(t, (value) => normalizeText(value, USER_FIELD_LIMITS.alias)),
    phonePersonal: ruleField(t, (value) => normalizeUsPhone(value)),
    gender: z.enum(["", "female", "male"]),
    selectedProfileId: z.string(),
    notifications: z.object({
      schedule: z.boolean(),
      requests: z.boolean(),
      openShifts: z.boolean(),
      email: z.boolean(),
    }),
    reminders: z.object({ shifts: z.boolean(), hoursBefore: z.number() }),
  }) satisfies z.ZodType<OwnProfileValues>;
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
