import type { ReactNode } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { useSignedIn } from "../../lib/auth/tokens";
import { useLastAppPath } from "./previous-path";
import { signInAddress } from "./sign-in-address";

/** Only same-app paths are followed, never another site or a loop back into the auth pages. */
export function safeRedirect(target: string | null): string | null {
  if (target === null || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/auth/"))
    return null;
  return target;
}

/** Where a sign-in address's `redirect` (in `search`) leads on this site, or null without a safe one. */
export function redirectLocation(search: string): { pathname: string; search: string } | null {
  const target = safeRedirect(new URLSearchParams(search).get("redirect"));
  if (target === null) return null;
  const url = new URL(target, window.location.origin);
  return { pathname: url.pathname, search: url.search };
}

/** signed-out users go to login, carrying the full target (path, query and hash) as `redirect`. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (signedIn) return children;
  return <Navigate to={signInAddress(`${location.pathname}${location.search}${location.hash}`)} replace />;
}

/**
 * Pages only for signed-out users (login, forgot and reset password). A signed-in visitor, including
 * one who has just signed in, goes to the `redirect` target, else back where they were, else home.
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  const lastAppPath = useLastAppPath();
  if (!signedIn) return children;
  return <Navigate to={safeRedirect(params.get("redirect")) ?? lastAppPath ?? "/"} replace />;
}
