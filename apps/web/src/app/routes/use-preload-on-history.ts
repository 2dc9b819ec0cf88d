import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { matchPath } from "react-router";
import { useActiveDepartment } from "../../lib/session/active-department-context";
import { useSession } from "../../lib/session/session-context";
import type { ScreenPreload } from "./route-table";

/**
 * Back and Forward inside one screen (another period of the master schedule): starts the screen's
 * first requests for the address the browser has just gone to, in the history event itself. The
 * router re-renders the app from its root before the screen asks (40–60 ms on a two-core machine),
 * so without this the requests would leave only then. The screen's own queries take what is
 * loading; an address the screen would not show only costs spare requests.
 */
export function usePreloadOnHistory(path: string, preload: ScreenPreload | undefined): void {
  const queryClient = useQueryClient();
  const session = useSession();
  const { activeDepartmentId } = useActiveDepartment();
  useEffect(() => {
    if (preload === undefined) return;
    const onHistory = () => {
      const { pathname, search } = window.location;
      if (matchPath({ path, end: true }, pathname))
        preload({ queryClient, session, activeDepartmentId, search });
    };
    window.addEventListener("popstate", onHistory);
    return () => window.removeEventListener("popstate", onHistory);
  }, [path, preload, queryClient, session, activeDepartmentId]);
}
