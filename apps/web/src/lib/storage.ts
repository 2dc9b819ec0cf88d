/**
 * Browser storage keys and safe accessors. Storage can throw (private mode, quota, disabled
 * cookies); the app must keep working without it, so every access is guarded.
 */
export const STORAGE_KEYS = {
  accessToken: "access-token",
  refreshToken: "refresh-token",
  cooloffDueTime: "cooloff-due-time",
  autoRefresh: "auto-refresh-access-token",
  activeDepartmentId: "active-department-id",
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readItem(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Without storage the value lives only as long as the page does; nothing else to do.
  }
}

export function removeItem(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See writeItem.
  }
}

/** A stored integer, or null when absent or not a number (stale or hand-edited storage). */
export function readInteger(key: StorageKey): number | null {
  const raw = readItem(key);
  if (raw === null || raw.trim() === "") return null;
  const value = Number(raw);
  return Number.isInteger(value) ? value : null;
}
