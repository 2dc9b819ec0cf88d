import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { audit, jsonObject } from "./columns";
import { departments, jobStatuses, jobTypes, shiftTypes } from "./configuration";
import { orgId } from "./tenant";

/**
 * A person's identity and credentials. `orgId` is the organisation that created the account;
 * the person acts in an organisation through one of their profiles.
 */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    alias: text("alias"),
    gender: text("gender"),
    phonePersonal: text("phone_personal"),
    timezone: text("timezone").notNull(),
    avatarBgColor: text("avatar_bg_color").notNull(),
    selectedProfileId: integer("selected_profile_id"),
    settings: jsonObject("settings"),
    /** Raised to revoke every token issued before (password change, deactivation). */
    tokenVersion: integer("token_version").notNull().default(0),
    /**
     * The device of the latest sign-in per client (Y-003): a token naming another device of the
     * same client is refused with `unauthorized_device`, so one web and one mobile session remain.
     */
    webDevice: text("web_device"),
    mobileDevice: text("mobile_device"),
    failedLogins: integer("failed_logins").notNull().default(0),
    firstFailedAt: timestamp("first_failed_at", { withTimezone: true, mode: "date" }),
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true, mode: "date" }),
    ...audit(),
  },
  (t) => [uniqueIndex("users_email_key").on(sql`lower(${t.email})`)],
);

export const profiles = pgTable(
  "profiles",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    state: text("state").notNull(),
    departmentId: integer("department_id").references(() => departments.id),
    jobTypeId: integer("job_type_id").references(() => jobTypes.id),
    jobStatusId: integer("job_status_id").references(() => jobStatuses.id),
    shiftTypeId: integer("shift_type_id").references(() => shiftTypes.id),
    employeeId: text("employee_id"),
    jobTitle: text("job_title"),
    charge: boolean("charge").notNull().default(false),
    dailyHours: doublePrecision("daily_hours").notNull().default(0),
    weeklyHours: doublePrecision("weekly_hours").notNull().default(0),
    phoneWork: text("phone_work"),
    hiredOn: date("hired_on", { mode: "string" }),
    settings: jsonObject("settings"),
    scheduleNotes: text("schedule_notes"),
    schedulePreferences: jsonObject("schedule_preferences"),
    ...audit(),
  },
  (t) => [
    uniqueIndex("profiles_org_user_key").on(t.orgId, t.userId),
    index("profiles_org_department_idx").on(t.orgId, t.departmentId),
  ],
);

/** Permission groups of an organisation; a group's codenames are `action_subject` grants. */
export const groups = pgTable(
  "groups",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    name: text("name").notNull(),
    codenames: text("codenames").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex("groups_org_name_key").on(t.orgId, t.name)],
);

export const profileGroups = pgTable(
  "profile_groups",
  {
    orgId: orgId(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    groupId: integer("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.groupId] })],
);

/** Per-profile overrides of the screen permissions (spec §6); absent = the group defaults. */
export const profilePermissions = pgTable(
  "profile_permissions",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    screens: jsonb("screens")
      .$type<{ web: Record<string, string> }>()
      .notNull()
      .default(sql`'{"web":{}}'::jsonb`),
    ...audit(),
  },
  (t) => [uniqueIndex("profile_permissions_profile_key").on(t.profileId)],
);
