/**
 * The signed-in identity: the token pair in local storage, observable so that guards re-render when
 * it changes (sign-in, sign-out, a forced logout, or another tab signing out).
 */
import { useSyncExternalStore } from "react";
import { forgetOfflineCopies } from "../pwa/offline-copies";
import { readItem, removeItem, STORAGE_KEYS, writeItem } from "../storage";

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const tokens = {
  access: (): string | null => readItem(STORAGE_KEYS.accessToken),
  refresh: (): string | null => readItem(STORAGE_KEYS.refreshToken),
  /** Auto-refresh is on only when sign-in turned it on (B-006). */
  autoRefresh: (): boolean => readItem(STORAGE_KEYS.autoRefresh) === "true",

  /** A sign-in: whatever an earlier person left for offline use goes first. */
  save(pair: { access: string; refresh: string }): void {
    forgetOfflineCopies();
    writeItem(STORAGE_KEYS.accessToken, pair.access);
    writeItem(STORAGE_KEYS.refreshToken, pair.refresh);
    writeItem(STORAGE_KEYS.autoRefresh, "true");
    notify();
  },

  saveAccess(access: string): void {
    writeItem(STORAGE_KEYS.accessToken, access);
    notify();
  },

  /** A sign-out of any kind: the offline copy of this person's schedule goes with it. */
  clear(): void {
    forgetOfflineCopies();
    removeItem(STORAGE_KEYS.accessToken);
    removeItem(STORAGE_KEYS.refreshToken);
    removeItem(STORAGE_KEYS.autoRefresh);
    notify();
  },

  subscribe,
};

// Another tab signing in or out changes storage without calling us.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.accessToken) notify();
  });
}

const isSignedIn = (): boolean => tokens.access() !== null;

/** Whether an access token is held; re-renders on every identity change. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, isSignedIn, () => false);
}
