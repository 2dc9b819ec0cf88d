/**
 * Build-time settings, typed once. The help links have product defaults so that a plain build
 * works; an installation points them elsewhere with VITE_* variables at build time.
 */
export const env = {
  appVersion: import.meta.env.VITE_APP_VERSION,
  supportUrl: import.meta.env.VITE_SUPPORT_URL ?? "https://help.rosterly.app/support",
  userManualUrl: import.meta.env.VITE_USER_MANUAL_URL ?? "https://help.rosterly.app/manual",
  staffManualUrl: import.meta.env.VITE_STAFF_MANUAL_URL ?? "https://help.rosterly.app/staff-manual",
} as const;
