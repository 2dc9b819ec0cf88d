/**
 * What the service worker keeps for offline use: the answers the staff schedule opens from (the
 * signed-in person, the hospital, the schedules, shifts and events of the periods last viewed).
 * No imports: the Vite config reads this file to build the worker.
 */
export const OFFLINE_CACHE_NAME = "rosterly-staff-schedule";

/**
 * Those GET answers, matched against the whole URL (query strings vary by period). Nothing else under
 * `/api/` is kept. A RegExp, not a function: the worker is generated from it as text.
 */
export const OFFLINE_API_URLS = /\/api\/(auth\/users\/me|hospitals|schedules|shifts|events)\/(\?.*)?$/;

/** How long a kept answer may serve an offline start: a little beyond two six-week periods. */
export const OFFLINE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
