import { earlyHospital } from "../../features/hospital/api/get-hospital";
import { earlyMe } from "../../features/session/api/get-me";
import { redirectLocation } from "../router/guards";
import { preloadScreenDataIfShellIn } from "../session/shell-preload";
import { pageQueryClient } from "./page-query-client";

/**
 * The requests the signed-in app starts with (the profile and the organisation), started by the
 * sign-in page the moment the token arrives, so they travel while the app's code is evaluated.
 * Once both are in, the first requests of the screen the sign-in goes on to (its `redirect`) leave
 * too, when the shell's code is in (fetched while the person typed): waiting for the opening app's
 * session gate to render sent them 0.1-0.2 s later on two cores, behind the app's first render.
 */
export function startSessionRequests(): void {
  const answers = [earlyMe.start(), earlyHospital.start()] as const;
  const target = redirectLocation(window.location.search);
  if (target === null) return;
  Promise.all(answers).then(
    ([user, hospital]) => {
      if (user.profile.state === "active")
        preloadScreenDataIfShellIn(pageQueryClient(), user, hospital, target);
    },
    // The app's own queries take these answers and report what failed.
    () => undefined,
  );
}
