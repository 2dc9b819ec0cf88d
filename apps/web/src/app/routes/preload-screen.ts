import { matchPath } from "react-router";
import { redirectLocation } from "../router/guards";
import { SCREEN_ROUTES } from "./screens";

/**
 * Fetches the code of the screen a sign-in will go on to (the sign-in address's `redirect`), while
 * the person is still signing in. Fetching code reveals nothing: the route still checks the
 * signed-in user's access before the screen renders.
 */
export function preloadRedirectScreen(search: string): void {
  const pathname = redirectLocation(search)?.pathname;
  if (pathname === undefined) return;
  SCREEN_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname))?.Screen.preload();
}
