/**
 * The offline copy of the staff schedule belongs to whoever synced it: it is dropped on sign-out
 * and on every sign-in, so the next person on a shared phone never opens someone else's shifts.
 */
import { OFFLINE_CACHE_NAME } from "./offline-scope";

const LAST_SYNCED_KEY = "rosterly.lastSynced";

export function forgetOfflineCopies(): void {
  window.localStorage.removeItem(LAST_SYNCED_KEY);
  if (typeof caches === "undefined") return;
  void caches.delete(OFFLINE_CACHE_NAME).catch(() => undefined);
}

/** Called when the schedule came from the network (online), so an offline start can say how old it is. */
export function markSynced(at: Date): void {
  window.localStorage.setItem(LAST_SYNCED_KEY, at.toISOString());
}

export function lastSynced(): Date | null {
  const stored = window.localStorage.getItem(LAST_SYNCED_KEY);
  const time = stored === null ? Number.NaN : Date.parse(stored);
  return Number.isNaN(time) ? null : new Date(time);
}
