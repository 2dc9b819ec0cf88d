import type { TokenPair } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { logoutReasonOf } from "../../../lib/auth/session-events";
import { storeSignIn } from "../api/login";
import { SignInScreen } from "./SignInScreen";

/**
 * `/auth/login` inside the app (after a logout, or a sign-in page opened from another screen): the
 * same screen as the first load, with what only the router has: the logout reason in the location's
 * state and an in-app link. On success the previous session's cached data is dropped before the new
 * tokens are stored, so nothing of another user survives; the route's guard then moves on.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const signedIn = (pair: TokenPair) => {
    queryClient.clear();
    storeSignIn(pair);
  };
  return (
    <SignInScreen
      onSignedIn={signedIn}
      reason={logoutReasonOf(location.state)}
      forgotPasswordLink={<Link to="/auth/password/forgot">{t("auth.forgotPassword")}</Link>}
    />
  );
}
