/**
 * `virtual:pwa-register` exists only in a Vite build with the PWA plugin; under test there is no
 * service worker, so registering does nothing and an update reloads nothing.
 */
export function registerSW(): (reloadPage?: boolean) => Promise<void> {
  return () => Promise.resolve();
}
