/**
 * What a signed-out first load fetches in the background while the person types: the requests the
 * app starts with (sent by the sign-in page as soon as the token arrives), the app, the
 * chunks it loads right after a sign-in (the session gate and the signed-in shell it opens, the
 * status banners) and the screen the sign-in goes on to, so that the sign-in is not followed by a
 * waterfall of code requests. Fetching only: nothing is rendered.
 */
export function preloadSignedInApp(): void {
  void import("./session-requests");
  void import("../App");
  void import("../router/routes").then(({ preloadSignedInStart }) => preloadSignedInStart());
  void import("../session/SessionGate").then(({ preloadSessionReady }) => preloadSessionReady());
  void import("../routes/preload-screen").then(({ preloadRedirectScreen }) =>
    preloadRedirectScreen(window.location.search),
  );
}
