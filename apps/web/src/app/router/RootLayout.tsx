import { Suspense } from "react";
import { Outlet } from "react-router";
import { LeaveGuard } from "../../components/unsaved/LeaveGuard";
import { lazyComponent } from "../../lib/lazy";
import { LastAppPathContext, useTrackLastAppPath } from "./previous-path";
import { useSessionEvents } from "./use-session-events";

/** The offline banner and status polling read the status file through the contract: a chunk of their own. */
export const StatusBanners = lazyComponent(() =>
  import("./StatusBanners").then((module) => module.StatusBanners),
);

/** Above every page, signed in or not: the offline banner, status polling, the leave guard and session event handling. */
export function RootLayout() {
  useSessionEvents();
  const lastAppPath = useTrackLastAppPath();
  return (
    <LastAppPathContext value={lastAppPath}>
      <Suspense fallback={null}>
        <StatusBanners />
      </Suspense>
      <LeaveGuard />
      <Outlet />
    </LastAppPathContext>
  );
}
