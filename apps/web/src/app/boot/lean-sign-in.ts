/**
 * Which first loads start with the lean sign-in screen instead of the whole app (issue 17), and at
 * which address. A signed-out visit to the sign-in page (with or without a `redirect`) stays where it
 * is; a signed-out visit to a page that needs sign-in goes to the sign-in page with that page as
 * `redirect`, as the router's guard would send it, but without loading the app first. Pages under
 * the public prefixes (the mailed-link flows, logout) and every signed-in visit load the app, whose
 * router decides as before.
 */
import { signInAddress } from "../router/sign-in-address";

const SIGN_IN_PATHS: readonly string[] = ["/auth/login", "/auth/login/"];

/** Every public route of the app starts with one of these (a routing test holds the route table to it). */
export const PUBLIC_PATH_PREFIXES: readonly string[] = [
  "/auth/",
  "/account/credentials/confirm_email_change/",
];

export function leanSignInAddress(
  location: { pathname: string; search: string; hash: string },
  signedIn: boolean,
): string | null {
  if (signedIn) return null;
  const { pathname, search, hash } = location;
  if (SIGN_IN_PATHS.includes(pathname)) return `${pathname}${search}${hash}`;
  if (PUBLIC_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return null;
  return signInAddress(`${pathname}${search}${hash}`);
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
