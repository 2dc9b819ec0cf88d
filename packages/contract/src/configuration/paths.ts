/**
 * The configuration endpoints (E-015, E-016, E-003, E-004). A row is `${collection}${id}/` and
 * its uses `${collection}${id}/dependencies/`.
 */
export const CONFIGURATION_PATHS = {
  departments: "/api/departments/",
  jobTypes: "/api/job-types/",
  jobStatus: "/api/job-status/",
  shiftTypes: "/api/shift-types/",
  eventTypes: "/api/event-types/",
  flags: "/api/flags/",
  dailyScheduleTypes: "/api/daily-schedule-types/",
} as const;

export type ConfigurationCollection = keyof typeof CONFIGURATION_PATHS;

export const configurationRow = (collection: ConfigurationCollection, id: number) =>
  `${CONFIGURATION_PATHS[collection]}${id}/`;
export const configurationDependencies = (collection: ConfigurationCollection, id: number) =>
  `${configurationRow(collection, id)}dependencies/`;
export const hospitalSettingsPath = (hospitalId: number) => `/api/hospitals/${hospitalId}/update_settings/`;
export const scheduleRulesPath = (departmentId: number) =>
  `/api/departments/${departmentId}/update_schedule_rules/`;
