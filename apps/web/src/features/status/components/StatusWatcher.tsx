import { useQuery } from "@tanstack/react-query";
import { env } from "../../../lib/env";
import { statusQueryOptions } from "../api/get-status";
import { useWindowFocused } from "../hooks/use-window-focused";
import { MaintenanceBanner } from "./MaintenanceBanner";
import { NewVersionDialog } from "./NewVersionDialog";

/**
 * Polls the status file every 10 minutes while the window has focus, shows the maintenance
 * banner and, once the deployed version differs from this build's, the new-version dialog.
 * A failed poll is silent: the next one will tell.
 */
export function StatusWatcher() {
  const focused = useWindowFocused();
  const { data: status } = useQuery(statusQueryOptions(focused));
  if (!status) return null;
  return (
    <>
      <MaintenanceBanner status={status} />
      <NewVersionDialog open={status.version !== env.appVersion} />
    </>
  );
}
