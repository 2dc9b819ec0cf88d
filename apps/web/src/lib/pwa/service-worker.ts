/**
 * Registers the service worker (precached app shell, offline staff schedule). It waits rather than
 * taking over by itself (`registerType: 'prompt'`): the status watcher's new-version dialog decides
 * when, through `loadNewVersion`, so nobody is switched mid-edit nor kept on an old version.
 * The signed-in shell registers it once its first screen has its data and the browser is idle; a
 * worker registered before keeps controlling the pages it opens from the start, as ever.
 */
import { registerSW } from "virtual:pwa-register";

let update: ((reload?: boolean) => Promise<void>) | null = null;
let waiting = false;

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator) || !import.meta.env.PROD || update !== null) return;
  update = registerSW({
    immediate: true,
    onNeedRefresh: () => {
      waiting = true;
    },
  });
}

/** Waits until an update check settles: the new worker installed (waiting) or none found. */
async function checkForUpdate(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return;
  await registration.update().catch(() => undefined);
  const installing = registration.installing;
  if (!installing) return;
  await new Promise<void>((resolve) => {
    installing.addEventListener("statechange", () => {
      if (installing.state === "installed" || installing.state === "redundant") resolve();
    });
  });
}

/**
 * The dialog's "Refresh": a waiting worker takes over and the page reloads on it; without a
 * worker (or none newer) a plain reload fetches the new files.
 */
export async function loadNewVersion(): Promise<void> {
  if (update && "serviceWorker" in navigator) {
    if (!waiting) await checkForUpdate();
    const registration = await navigator.serviceWorker.getRegistration();
    if (registration?.waiting) {
      await update(true);
      return;
    }
  }
  window.location.reload();
}
