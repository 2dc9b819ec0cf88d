import type { TokenPair } from "@rosterly/contract";
import { type MouseEvent, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { prepareLogin, storeSignIn } from "../../features/auth/api/login";
import { SignInScreen } from "../../features/auth/components/SignInScreen";
import { trackCodeLoad } from "../../lib/lazy";
import { isPlainClick } from "./lean-sign-in";

const FORGOT_PASSWORD_PATH = "/auth/password/forgot";

/**
 * The sign-in screen of a first load, before the app exists: once the page has painted and the
 * browser is idle it fetches the sign-in request's code, then the app's, so a sign-in waits for
 * neither. Signing in stores the session as the app's own sign-in page does, starts the profile and
 * organisation requests, then hands the page to the app (`openApp`), whose guard sends the user on
 * to the `redirect` target. "Forgot password?" is a real link (it works in a new tab); a plain click
 * opens that page in the app without reloading.
 */
export function LeanSignIn({ openApp, preloadApp }: { openApp: () => void; preloadApp: () => void }) {
  const { t } = useTranslation();

  useEffect(() => {
    // The sign-in request's own code first: the app's many chunks must not queue ahead of it.
    const preload = () => void prepareLogin().then(preloadApp);
    if (typeof window.requestIdleCallback === "function") {
      const idle = window.requestIdleCallback(preload);
      return () => window.cancelIdleCallback(idle);
    }
    const timer = window.setTimeout(preload, 0);
    return () => window.clearTimeout(timer);
  }, [preloadApp]);

  const signedIn = (pair: TokenPair) => {
    storeSignIn(pair);
    // Started before the app is opened, so that the app's queries find them (never a second request);
    // the code is small and was fetched with the app's. Without it, the app asks as it always did.
    void trackCodeLoad(import("./session-requests"))
      .then(({ startSessionRequests }) => startSessionRequests())
      .catch(() => undefined)
      .then(openApp);
  };
  const forgotPassword = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    window.history.pushState(null, "", FORGOT_PASSWORD_PATH);
    openApp();
  };
  return (
    <SignInScreen
      onSignedIn={signedIn}
      reason={null}
      forgotPasswordLink={
        <a href={FORGOT_PASSWORD_PATH} onClick={forgotPassword}>
          {t("auth.forgotPassword")}
        </a>
      }
    />
  );
}
