import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { hospitalQueryOptions } from "../../features/hospital/api/get-hospital";
import { meQueryOptions } from "../../features/session/api/get-me";
import type { preloadScreenData } from "../routes/preload-screen-data";

type PreloadScreenData = typeof preloadScreenData;

/**
 * Once, as the session starts: the screen's first requests, in the moment the profile, the
 * organisation and the shell's code are all in. Waiting instead for the gate's next render (after
 * React Query's batched notice) sent them 50-90 ms later on two cores; now the data travels while
 * the shell renders. The screen's route frame asks again as it renders, which then costs nothing.
 */
export function useScreenDataPreload(shell: () => Promise<{ preloadScreenData: PreloadScreenData }>) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const latestLocation = useRef(location);
  latestLocation.current = location;
  useEffect(() => {
    let gateOpen = true;
    // The queries' own fetches, shared (never a second request); their failures are the gate's to show.
    Promise.all([
      queryClient.fetchQuery(meQueryOptions()),
      queryClient.fetchQuery(hospitalQueryOptions()),
      shell(),
    ]).then(
      ([user, hospital, code]) => {
        if (gateOpen && user.profile.state === "active")
          code.preloadScreenData(queryClient, user, hospital, latestLocation.current);
      },
      () => undefined,
    );
    return () => {
      gateOpen = false;
    };
  }, [queryClient, shell]);
}
