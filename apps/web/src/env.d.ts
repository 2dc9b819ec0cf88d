/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  /** The root package version, defined at build time by vite.config.ts. */
  readonly VITE_APP_VERSION: string;
  /** Where the support button leads (non-admins). */
  readonly VITE_SUPPORT_URL?: string;
  /** The user manual for managers, and the one for staff. */
  readonly VITE_USER_MANUAL_URL?: string;
  readonly VITE_STAFF_MANUAL_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
