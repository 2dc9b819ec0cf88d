/**
 * Which first loads start with the lean sign-in screen instead of the whole app (issue 17): a
 * signed-out visit to the sign-in page, with or without a `redirect`. Everything else (a signed-in
 * visit, any other page) loads the app, whose router decides as before.
 */
const SIGN_IN_PATHS: readonly string[] = ["/auth/login", "/auth/login/"];

export function opensLeanSignIn(pathname: string, signedIn: boolean): boolean {
  return !signedIn && SIGN_IN_PATHS.includes(pathname);
}

/** A plain click (no modifier, main button) that the page may handle itself instead of navigating. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}
