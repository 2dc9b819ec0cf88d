import { z } from "zod";

const screenAccess = z.enum(["default", "view_only", "no_access"]);

/** The signed-in person's active profile, as the start-up load needs it (D-002). */
export const sessionProfile = z.object({
  profileId: z.number(),
  hospitalId: z.number(),
  state: z.string(),
  classification: z.enum(["staff", "dept_management", "ops_management", "admin"]),
  groups: z.array(z.string()),
  permissions: z.object({
    screens: z.record(z.string(), screenAccess),
    codenames: z.array(z.string()),
  }),
  ownDepartmentIds: z.array(z.number()),
  departmentId: z.number().nullable(),
  department: z.string().nullable(),
  jobTypeId: z.number().nullable(),
  jobType: z.string().nullable(),
  jobStatusId: z.number().nullable(),
  jobStatusShortCode: z.string().nullable(),
  jobStatusName: z.string().nullable(),
  shiftTypeId: z.number().nullable(),
  shiftType: z.string().nullable(),
  charge: z.boolean(),
  dailyHours: z.number(),
  weeklyHours: z.number(),
  phoneWork: z.string().nullable(),
  employeeId: z.string().nullable(),
  jobTitle: z.string().nullable(),
  scheduleNotes: z.string().nullable(),
  schedulePreferences: z.record(z.string(), z.unknown()),
});

/** `GET /api/auth/users/me/`: the user plus the profile they act with. */
export const sessionUser = z
  .object({
    id: z.number(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    alias: z.string().nullable(),
    avatarBgColor: z.string(),
    gender: z.enum(["female", "male"]).nullable(),
    phonePersonal: z.string().nullable(),
    timezone: z.string(),
    selectedProfileId: z.number().nullable(),
    settings: z.record(z.string(), z.unknown()),
    profile: sessionProfile,
  })
  .meta({ id: "SessionUser" });
export type SessionUser = z.infer<typeof sessionUser>;
export type SessionProfile = z.infer<typeof sessionProfile>;
