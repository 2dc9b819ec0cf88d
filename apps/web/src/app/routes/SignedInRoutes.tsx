import { LinearProgress } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { type ComponentType, Suspense, useMemo, useState } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import { NotFoundPage } from "../../components/pages/NotFoundPage";
import { ScreenBoundary } from "../../components/ScreenBoundary";
import { useActiveDepartment } from "../../lib/session/active-department-context";
import { useSession } from "../../lib/session/session-context";
import { AppShell } from "../shell/AppShell";
import type { ScreenPreload } from "./route-table";
import { allowedScreens, homePath, railItems } from "./navigation";
import { RAIL_SECTIONS, SCREEN_ROUTES } from "./screens";
import { usePreloadOnHistory } from "./use-preload-on-history";

interface ScreenFrameProps {
  path: string;
  Screen: ComponentType;
  preload: ScreenPreload | undefined;
}

function ScreenFrame({ path, Screen, preload }: ScreenFrameProps) {
  const queryClient = useQueryClient();
  const session = useSession();
  const { activeDepartmentId } = useActiveDepartment();
  const { search } = useLocation();
  // Once, as the route matches: before the lazy screen suspends on its chunk.
  useState(() => preload?.({ queryClient, session, activeDepartmentId, search }));
  usePreloadOnHistory(path, preload);
  return (
    <ScreenBoundary>
      <Suspense fallback={<LinearProgress />}>
        <Screen />
      </Suspense>
    </ScreenBoundary>
  );
}

/**
 * The routes registered for this user: only screens their role and permissions allow, so a
 * route they may not open falls through to not-found. Sections redirect to their first child.
 */
export function SignedInRoutes() {
  const { role, perms } = useSession();
  const allowed = useMemo(() => allowedScreens(SCREEN_ROUTES, { role, perms }), [role, perms]);
  const rail = useMemo(() => railItems(allowed, RAIL_SECTIONS), [allowed]);
  const home = homePath(allowed);

  return (
    <Routes>
      <Route element={<AppShell rail={rail} />}>
        <Route index element={home === null ? <NotFoundPage /> : <Navigate to={home} replace />} />
        {rail
          .filter((item) => item.children[0] !== undefined && item.children[0].path !== item.path)
          .map((item) => (
            <Route
              key={item.key}
              path={item.path}
              element={<Navigate to={item.children[0]?.path ?? "/"} replace />}
            />
          ))}
        {allowed.map((screen) => (
          <Route
            key={screen.id}
            path={screen.path}
            element={
              <ScreenFrame
                key={screen.path}
                path={screen.path}
                Screen={screen.Screen}
                preload={screen.preload}
              />
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
