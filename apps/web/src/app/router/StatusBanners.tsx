import { OfflineBanner } from "../../features/status/components/OfflineBanner";
import { StatusWatcher } from "../../features/status/components/StatusWatcher";

/** What every page shows about the service: offline since when, maintenance, a new version. */
export function StatusBanners() {
  return (
    <>
      <OfflineBanner />
      <StatusWatcher />
    </>
  );
}
