import { PROFILE_STATES } from "@rosterly/domain/accounts";
import { CLASSIFICATIONS } from "@rosterly/domain/permissions";
import { z } from "zod";

const rowId = z.number().int();
/** Settings-like objects keep their keys as data (`settings.state.scheduledChanges`, preference paths). */
const data = z.record(z.string(), z.unknown());
const auditFields = {
  createdBy: rowId.nullable(),
  createdOn: z.string(),
  modifiedBy: rowId.nullable(),
  modifiedOn: z.string(),
};

/**
 * A profile: one person's job in one organisation (D-001). `settings.state` and
 * `settings.scheduledChanges` hold what is scheduled (D-014, D-015); `groups` follow the job type.
 */
export const accountProfile = z
  .object({
    id: rowId,
    userId: rowId,
    hospitalId: rowId,
    state: z.enum(PROFILE_STATES),
    classification: z.enum(CLASSIFICATIONS),
    groups: z.array(z.string()),
    departmentId: rowId.nullable(),
    jobTypeId: rowId.nullable(),
    jobStatusId: rowId.nullable(),
    shiftTypeId: rowId.nullable(),
    employeeId: z.string().nullable(),
    jobTitle: z.string().nullable(),
    charge: z.boolean(),
    dailyHours: z.number(),
    weeklyHours: z.number(),
    phoneWork: z.string().nullable(),
    hiredOn: z.string().nullable(),
    scheduleNotes: z.string().nullable(),
    settings: data,
    schedulePreferences: data,
    permissionsId: rowId.nullable(),
    ...auditFields,
  })
  .meta({ id: "AccountProfile" });
export type AccountProfile = z.infer<typeof accountProfile>;

/** A person's account with their profile in the caller's organisation (D-001, D-016). */
export const account = z
  .object({
    id: rowId,
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    alias: z.string().nullable(),
    gender: z.enum(["female", "male"]).nullable(),
    phonePersonal: z.string().nullable(),
    timezone: z.string(),
    avatarBgColor: z.string(),
    selectedProfileId: rowId.nullable(),
    settings: data,
    /** Whether the person has chosen a password (through the activation mail or a reset). */
    activated: z.boolean(),
    /** Groups and classification of the profile in the caller's organisation (none: `[]`, null). */
    groups: z.array(z.string()),
    classification: z.enum(CLASSIFICATIONS).nullable(),
    profiles: z.array(accountProfile),
    ...auditFields,
  })
  .meta({ id: "Account" });
export type Account = z.infer<typeof account>;

/** Top-level keys of an account that `omit` and `fields` may name. */
export const ACCOUNT_FIELDS = Object.keys(account.shape).map((key) =>
  key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
);

/** One row of a department's profile list (D-003). */
export const profileListItem = z
  .object({
    id: rowId,
    userId: rowId,
    state: z.enum(PROFILE_STATES),
    alias: z.string().nullable(),
    avatarBgColor: z.string(),
    charge: z.boolean(),
    departmentId: rowId.nullable(),
    departmentName: z.string().nullable(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    jobStatusId: rowId.nullable(),
    jobStatusShortCode: z.string().nullable(),
    jobStatusName: z.string().nullable(),
    jobTypeId: rowId.nullable(),
    jobTypeName: z.string().nullable(),
    phoneWork: z.string().nullable(),
    scheduleNotes: z.string().nullable(),
    shiftTypeId: rowId.nullable(),
    shiftTypeName: z.string().nullable(),
  })
  .meta({ id: "ProfileListItem" });
export type ProfileListItem = z.infer<typeof profileListItem>;

/** Pending profiles per users tab, for the rail badge and the admin red dots (D-022). */
export const pendingProfileCounts = z
  .object({
    staff: z.number().int(),
    operations: z.number().int(),
    management: z.number().int(),
    admin: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: "PendingProfileCounts" });
export type PendingProfileCounts = z.infer<typeof pendingProfileCounts>;

/** `GET /users/can_update_user/`: whether the caller may change the person's details (Y-007). */
export const canUpdateUserAnswer = z.object({ canUpdateUser: z.boolean() });

/** A profile's saved screen values (D-020); absent screens follow the role defaults. */
export const profilePermissions = z
  .object({
    id: rowId,
    profileId: rowId,
    screens: z.object({ web: z.record(z.string(), z.string()) }),
    ...auditFields,
  })
  .meta({ id: "ProfilePermissions" });
export type ProfilePermissions = z.infer<typeof profilePermissions>;

/** What the users lists sort by (`order_by`, a leading minus descends); ties go by name. */
export const USER_ORDER_FIELDS = ["name", "email", "department", "job_type", "state"] as const;
export type UserOrderField = (typeof USER_ORDER_FIELDS)[number];
export const userOrderBy = z
  .enum([...USER_ORDER_FIELDS, ...USER_ORDER_FIELDS.map((field) => `-${field}` as const)])
  .transform((value) => ({
    field: value.replace(/^-/, "") as UserOrderField,
    descending: value.startsWith("-"),
  }));
export type UserOrder = z.output<typeof userOrderBy>;

/** A profile's schedule notes as saved (N-004). */
export const scheduleNotesAnswer = z
  .object({ id: rowId, userId: rowId, scheduleNotes: z.string().nullable() })
  .meta({ id: "ScheduleNotes" });
export type ScheduleNotesAnswer = z.infer<typeof scheduleNotesAnswer>;
