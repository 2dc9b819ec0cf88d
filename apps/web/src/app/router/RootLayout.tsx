import { Outlet } from "react-router";
import { LeaveGuard } from "../../components/unsaved/LeaveGuard";
import { OfflineBanner } from "../../features/status/components/OfflineBanner";
import { StatusWatcher } from "../../features/status/components/StatusWatcher";
import { LastAppPathContext, useTrackLastAppPath } from "./previous-path";
import { useSessionEvents } from "./use-session-events";

/** Above every page, signed in or not: the offline banner, status polling, the leave guard and session event handling. */
export function RootLayout() {
  useSessionEvents();
  const lastAppPath = useTrackLastAppPath();
  return (
    <LastAppPathContext value={lastAppPath}>
      <OfflineBanner />
      <StatusWatcher />
      <LeaveGuard />
      <Outlet />
    </LastAppPathContext>
  );
}
