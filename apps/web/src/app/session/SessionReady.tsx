import { Box } from "@mui/material";
import type { Hospital, SessionUser } from "@rosterly/contract";
import { useCallback, useMemo, useState } from "react";
import {
  hospitalTimeZone,
  idleTimeoutMinutes,
  organisationDateFormats,
} from "../../features/hospital/lib/settings";
import { sessionEvents } from "../../lib/auth/session-events";
import { FormatterProvider } from "../../lib/formatter-context";
import { registerServiceWorker } from "../../lib/pwa/service-worker";
import { ScreenSettledContext } from "../../lib/screen-settled";
import { useOnceSettled } from "../../lib/use-once-settled";
import { SignedInRoutes } from "../routes/SignedInRoutes";
import { SessionContext } from "../../lib/session/session-context";
import { MobileOnlyPage } from "./StartupScreens";
import { ActiveDepartmentProvider } from "./ActiveDepartmentProvider";
import { sessionOf } from "./session-of";
import { useIdleTimeout } from "./use-idle-timeout";
import { useLiveNotifications } from "./use-live-notifications";
import { useLiveUpdates } from "./use-live-updates";

/** For the session gate: the screen's first requests, started before this shell renders. */
export { preloadScreenData } from "../routes/preload-screen-data";

const logoutIdle = () => sessionEvents.emit({ type: "forced-logout", reason: "idle" });

/** App state `initialized`: the session is known; everything below may rely on it. */
export function SessionReady({ user, hospital }: { user: SessionUser; hospital: Hospital }) {
  const session = useMemo(() => sessionOf(user, hospital), [user, hospital]);
  // Z-015: only staff are signed out when idle; other roles keep the session until the refresh token expires.
  useIdleTimeout({
    enabled: session.role === "staff",
    minutes: idleTimeoutMinutes(hospital),
    onIdle: logoutIdle,
  });
  useLiveUpdates({ userId: user.id, profileId: user.profile.profileId });
  // The badges' counts wait until the first screen has its data (then never again), and so does the
  // service worker: its first install precaches the app (some 250 files), and registered at the page's
  // start it fetched them while the sign-in and the first screen loaded, on the same connections and cores.
  const [screenSettled, setScreenSettled] = useState(false);
  const markScreenSettled = useCallback(() => {
    setScreenSettled(true);
    registerServiceWorker();
  }, []);
  useOnceSettled(markScreenSettled);
  useLiveNotifications();

  const mobileOnly = session.role === "staff" && !hospital.activeSubscriptionId;
  const formats = useMemo(() => organisationDateFormats(hospital), [hospital]);
  return (
    <SessionContext value={session}>
      <ActiveDepartmentProvider user={user} hospital={hospital} actor={session.actor}>
        <FormatterProvider timeZone={hospitalTimeZone(hospital)} formats={formats}>
          <ScreenSettledContext value={screenSettled}>
            <Box data-app-state="initialized" sx={{ display: "contents" }}>
              {mobileOnly ? <MobileOnlyPage /> : <SignedInRoutes />}
            </Box>
          </ScreenSettledContext>
        </FormatterProvider>
      </ActiveDepartmentProvider>
    </SessionContext>
  );
}
