/**
 * What a signed-out first load fetches in the background while the person types: the app, and the
 * chunks it loads right after a sign-in (the session gate, the status banners), so that the
 * sign-in is not followed by a waterfall of code requests. Fetching only: nothing is rendered.
 */
export function preloadSignedInApp(): void {
  void import("../App");
  void import("../session/SessionGate");
  void import("../router/StatusBanners");
}
