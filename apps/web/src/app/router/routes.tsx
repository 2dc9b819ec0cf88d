import { LinearProgress } from "@mui/material";
import { Suspense } from "react";
import type { RouteObject } from "react-router";
import { CenteredPage } from "../../components/pages/CenteredPage";
import { ErrorPage } from "../../components/pages/ErrorPage";
import { lazyScreen } from "../../lib/lazy";
import { RequireSignedIn, SignedOutOnly } from "./guards";
import { PUBLIC_ROUTES } from "./public-routes";
import { RootLayout, StatusBanners } from "./RootLayout";

/**
 * Signed in, the gate loads the profile and organisation through the API client; signed out, the
 * sign-in page needs neither, so the gate (with the client and the contract's schemas) is a chunk.
 */
const SessionGate = lazyScreen(() =>
  import("../session/SessionGate").then((module) => ({ default: module.SessionGate })),
);

/**
 * Loads the code the signed-in app renders first (the session gate, the status banners), so that
 * neither suspends on its first render (the sign-in page calls this while the person types).
 */
export function preloadSignedInStart(): void {
  SessionGate.preload();
  StatusBanners.preload();
}

const loading = <LinearProgress sx={{ position: "fixed", top: 0, left: 0, right: 0 }} />;

/**
 * The top-level table: the public routes, then everything else behind sign-in, where the session
 * gate registers the role's own routes once start-up loading is done.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: (
      <CenteredPage>
        <ErrorPage />
      </CenteredPage>
    ),
    children: [
      ...PUBLIC_ROUTES.map(({ path, access, Screen }) => {
        const page = (
          <Suspense fallback={loading}>
            <Screen />
          </Suspense>
        );
        return { path, element: access === "signed-out" ? <SignedOutOnly>{page}</SignedOutOnly> : page };
      }),
      {
        path: "*",
        element: (
          <RequireSignedIn>
            <Suspense fallback={loading}>
              <SessionGate />
            </Suspense>
          </RequireSignedIn>
        ),
      },
    ],
  },
];
