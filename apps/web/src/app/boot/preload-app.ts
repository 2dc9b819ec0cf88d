/**
 * What a signed-out first load fetches in the background while the person types: the app, the
 * chunks it loads right after a sign-in (the session gate and the signed-in shell it opens, the
 * status banners) and the screen the sign-in goes on to, so that the sign-in is not followed by a
 * waterfall of code requests. Fetching only: nothing is rendered.
 */
export function preloadSignedInApp(): void {
  void import("../App");
  void import("../session/SessionGate");
  void import("../session/SessionReady");
  void import("../router/StatusBanners");
  void import("../routes/preload-screen").then(({ preloadRedirectScreen }) =>
    preloadRedirectScreen(window.location.search),
  );
}
