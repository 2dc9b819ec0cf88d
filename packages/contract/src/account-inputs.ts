import { SCHEDULED_FIELDS, STATUS_CHANGE_STATES } from "@rosterly/domain/accounts";
import { z } from "zod";
import { accountJson, accountRowId, accountText } from "./account-fields";

// Types and shapes only: lengths, ranges, formats and references are the domain's field rules,
// checked by the server so that every message comes from one catalogue.

const refId = accountRowId;
const requiredText = accountText();
const optionalText = accountText().nullable().optional();
/** Hours may come as a number or a decimal string ("7.5"). */
const hours = z.union([z.number(), z.string().max(32)], {
  error: (issue) => (issue.input === undefined ? "This field is required." : "A number is required."),
});
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD.");

/** 'now', or 00:00 local time of a date (D-011). */
export const whenChoice = z.union([
  z.object({ now: z.literal(true) }).strict(),
  z.object({ on: isoDate }).strict(),
]);

/** The job info of a profile (D-008, D-009). */
export const profileFieldsInput = z.object({
  departmentId: refId,
  jobTypeId: refId,
  jobStatusId: refId,
  shiftTypeId: refId,
  employeeId: requiredText,
  jobTitle: optionalText,
  charge: z.boolean().optional(),
  dailyHours: hours,
  weeklyHours: hours,
  phoneWork: optionalText,
  hiredOn: isoDate.nullable().optional(),
  scheduleNotes: optionalText,
});

/** `POST /users/` (D-016): the person, their profile in this organisation and when it starts. */
export const createUserBody = z.object({
  email: requiredText,
  firstName: requiredText,
  lastName: requiredText,
  alias: optionalText,
  gender: z.enum(["female", "male"]).nullable().optional(),
  phonePersonal: optionalText,
  timezone: z.string().max(64).optional(),
  profiles: z.array(profileFieldsInput).max(1, "A person has one profile per organisation.").default([]),
  activation: whenChoice.optional(),
});
export type CreateUserBody = z.infer<typeof createUserBody>;

const preferenceMap = z.record(accountText().pipe(z.string().min(1).max(64)), accountJson);

/** `PATCH /users/{id}/` (D-018, D-021). */
export const userPatchBody = z.object({
  email: accountText().optional(),
  firstName: accountText().optional(),
  lastName: accountText().optional(),
  alias: optionalText,
  gender: z.enum(["female", "male"]).nullable().optional(),
  phonePersonal: optionalText,
  timezone: z.string().max(64).optional(),
  settings: z
    .object({
      notifications: preferenceMap.optional(),
      reminders: preferenceMap.optional(),
      locale: z.enum(["en", "zh-TW"]).optional(),
    })
    .strict()
    .optional(),
  selectedProfileId: refId.optional(),
});
export type UserPatchBody = z.infer<typeof userPatchBody>;

/** A new status now or from a date (D-013); `until` is for inactive, `confirmation` for deleting. */
export const statusChangeInput = z.object({
  state: z.enum(STATUS_CHANGE_STATES),
  effective: whenChoice,
  until: isoDate.nullable().optional(),
  shiftFlags: z.array(refId).max(50).optional(),
  deleteShifts: z.boolean().optional(),
  confirmation: z.string().max(100).optional(),
});

/** One date's scheduled field changes (D-015). */
export const scheduledChangeInput = z.object({
  effectiveOn: isoDate,
  fields: z.array(z.object({ field: z.enum(SCHEDULED_FIELDS), value: refId })).max(4),
});

/**
 * `PATCH /profiles/{id}/`: any job info; `status` replaces the scheduled state (null clears it);
 * `scheduledChanges` replaces the scheduled field changes (an empty list clears them).
 */
export const profilePatchBody = profileFieldsInput.partial().extend({
  status: statusChangeInput.nullable().optional(),
  scheduledChanges: z.array(scheduledChangeInput).max(4).optional(),
});
export type ProfilePatchBody = z.infer<typeof profilePatchBody>;

/** `POST /profiles/`: a profile for a person of this organisation who has none here yet. */
export const createProfileBody = profileFieldsInput.extend({ userId: refId, activation: whenChoice });
export type CreateProfileBody = z.infer<typeof createProfileBody>;

/** `POST /profiles/{id}/approve/` (D-012). */
export const approveProfileBody = z.object({ activation: whenChoice });

const screensInput = z.object({ web: z.record(z.string().min(1).max(64), z.string().max(32)) });
/** `POST /profile-permissions/` (D-019). */
export const createProfilePermissionsBody = z.object({ profileId: refId, screens: screensInput });
/** `PATCH /profile-permissions/{id}/`: the whole set of saved screen values. */
export const profilePermissionsPatchBody = z.object({ screens: screensInput });

/** `PATCH /profiles/{id}/update_schedule_preferences/`: applied together or not at all (Y-012). */
export const schedulePreferenceChanges = z
  .array(z.object({ path: z.string().trim().min(1).max(200), value: accountJson }).strict())
  .min(1)
  .max(100);
export type SchedulePreferenceChanges = z.infer<typeof schedulePreferenceChanges>;

/** `PATCH /profiles/{id}/schedule_notes/` (N-004): the managers' notes on a person; null clears them. */
export const scheduleNotesBody = z.object({ scheduleNotes: accountText().nullable() });
export type ScheduleNotesBody = z.infer<typeof scheduleNotesBody>;
