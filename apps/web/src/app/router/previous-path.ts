import { createContext, useContext, useState } from "react";
import { useLocation } from "react-router";
import { useSignedIn } from "../../lib/auth/tokens";

const isAuthPath = (pathname: string) => pathname.startsWith("/auth/");

/**
 * The last in-app path visited while signed in (A-006: visiting login while signed in goes back
 * there). Forgotten on sign-out, so the next person to sign in does not land on it.
 */
export function useTrackLastAppPath(): string | null {
  const location = useLocation();
  const signedIn = useSignedIn();
  const path = `${location.pathname}${location.search}${location.hash}`;
  const [last, setLast] = useState<string | null>(null);
  // Adjusting state while rendering (React's pattern for values derived from changing inputs).
  if (!signedIn && last !== null) setLast(null);
  if (signedIn && !isAuthPath(location.pathname) && path !== last) setLast(path);
  return last;
}

export const LastAppPathContext = createContext<string | null>(null);

export function useLastAppPath(): string | null {
  return useContext(LastAppPathContext);
}
