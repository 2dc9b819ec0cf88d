import type { Hospital, SessionUser } from "@rosterly/contract";
import type { QueryClient } from "@tanstack/react-query";
import { matchPath } from "react-router";
import { activeDepartmentOf, sessionOf } from "../session/session-of";
import { allowedScreens } from "./navigation";
import { SCREEN_ROUTES } from "./screens";

/**
 * Starts the first requests of the screen at `location` for a session whose profile and
 * organisation have just arrived, before the signed-in shell renders: its first render takes
 * 60-130 ms on a two-core machine, and the screen's route frame, which preloads too, renders only
 * after it. The frame's preload then takes what is loading. Only a screen the user may open is
 * preloaded, as the routes register only those.
 */
export function preloadScreenData(
  queryClient: QueryClient,
  user: SessionUser,
  hospital: Hospital,
  location: { pathname: string; search: string },
): void {
  const session = sessionOf(user, hospital);
  const screen = allowedScreens(SCREEN_ROUTES, session).find((route) =>
    matchPath({ path: route.path, end: true }, location.pathname),
  );
  screen?.preload?.({
    queryClient,
    session,
    activeDepartmentId: activeDepartmentOf(user, hospital, session.actor),
    search: location.search,
  });
}
