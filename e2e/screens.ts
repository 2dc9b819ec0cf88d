/**
 * The screens each demo role can open, read from the route table (`apps/web/src/app/routes/screens.ts`)
 * and the roles' rails: the walks (accessibility, zh-TW) visit every one of them.
 */
export const ACCOUNT_SCREENS = ["/account/profile", "/account/credentials"] as const;

/** Department management (director, scheduler): the schedule section, requests, users and report. */
export const MANAGEMENT_SCREENS = [
  "/scheduling/schedule",
  "/scheduling/daily",
  "/scheduling/template",
  "/scheduling/snapshot",
  "/requests",
  "/admin/users/staff",
  "/reports/shifts",
  ...ACCOUNT_SCREENS,
] as const;

/** Operations management (operator, supervisor): the same, and the open shifts. */
export const OPERATIONS_SCREENS = [...MANAGEMENT_SCREENS, "/openshifts"] as const;

export const ADMIN_SCREENS = [
  ...[
    "hospital",
    "shift_types",
    "job_status",
    "job_types",
    "departments",
    "event_types",
    "flags",
    "holidays",
  ].map((tab) => `/admin/general/${tab}`),
  ...["staff", "operations", "management", "admin", "settings"].map((tab) => `/admin/users/${tab}`),
  ...["states", "daily", "validations"].map((tab) => `/admin/schedule/${tab}`),
  ...["shift", "event"].map((tab) => `/admin/request/${tab}`),
  ...ACCOUNT_SCREENS,
];

export const STAFF_SCREENS = [
  "/scheduling/staffschedule",
  "/scheduling/staffdaily",
  "/offers",
  "/requests/mine",
  "/notifications",
  ...ACCOUNT_SCREENS,
] as const;
