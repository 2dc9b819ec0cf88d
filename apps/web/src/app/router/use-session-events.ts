import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useUnsavedStore } from "../../components/unsaved/unsaved-store";
import { sessionEvents } from "../../lib/auth/session-events";

/**
 * Acts on what the transport and live channel report. Forced endings never stop to ask about
 * unsaved changes: the marks are cleared first so the leave guard lets the navigation through.
 */
export function useSessionEvents(): void {
  const navigate = useNavigate();
  const unsaved = useUnsavedStore();
  useEffect(
    () =>
      sessionEvents.subscribe((event) => {
        if (event.type === "access-refreshed") return;
        unsaved.clearAll();
        // login-required: the tokens are gone and the route guard now redirects with the full path.
        if (event.type === "forced-logout")
          void navigate(`/auth/logout?reason=${event.reason}`, { replace: true });
      }),
    [navigate, unsaved],
  );
}
