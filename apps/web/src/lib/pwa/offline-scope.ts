/**
 * What the service worker keeps for offline use: the answers the staff schedule opens from (the
 * signed-in person, the hospital, the schedules, shifts and events of the periods last viewed).
 * No imports: the Vite config reads this file to build the worker.
 */
export const OFFLINE_CACHE_NAME = "rosterly-staff-schedule";

/** What the worker is told of a GET request, as Workbox's route matching tells it. */
export interface OfflineCandidate {
  url: URL;
  /** The address of the page that asked: sent in full within the site (Referrer-Policy: same-origin). */
  request: { referrer: string };
  sameOrigin: boolean;
}

/**
 * Which GET answers the worker keeps. The signed-in person and the hospital, asked from any screen:
 * an offline start needs them first. The schedules, shifts and events only when the staff schedule
 * asked for them: the master schedule reads the same lists a whole department at a time, and routed
 * through the worker and written to its cache, each of its switches waited ~0.13 s longer, for
 * copies that would only crowd the staff schedule's periods out of the cache's 120 entries.
 *
 * Self-contained, with nothing named from outside its body: the worker is generated from its text.
 */
export const keptOffline = ({ url, request, sameOrigin }: OfflineCandidate): boolean => {
  if (!sameOrigin) return false;
  if (/^\/api\/(auth\/users\/me|hospitals)\/$/.test(url.pathname)) return true;
  if (!/^\/api\/(schedules|shifts|events)\/$/.test(url.pathname)) return false;
  try {
    return new URL(request.referrer).pathname === "/scheduling/staffschedule";
  } catch {
    return false;
  }
};

/** How long a kept answer may serve an offline start: a little beyond two six-week periods. */
export const OFFLINE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
