import { Alert, Box, Link } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router";
import { ApiError } from "../../../lib/api/errors";
import { logoutReasonOf } from "../../../lib/auth/session-events";
import { type Credentials, useLogin } from "../api/login";
import { cooloffDueTime, useCooloff } from "../lib/cooloff";
import { SignedOutLayout } from "../../../components/SignedOutLayout";
import { LockedNotice } from "./LockedNotice";
import { LoginForm } from "./LoginForm";

/**
 * `/auth/login` (B-001..B-004, B-010). Success stores the tokens; the route's guard then sends the
 * user on to the `redirect` target. A lockout switches to the countdown until it has passed.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const loginMutation = useLogin();
  const cooloff = useCooloff();
  const reason = logoutReasonOf(location.state);

  const submit = (credentials: Credentials) =>
    loginMutation.mutate(credentials, {
      onError: (error) => {
        const delta = error instanceof ApiError ? error.body?.cooloff_timedelta : undefined;
        if (delta) cooloff.lockUntil(cooloffDueTime(delta, Date.now()));
      },
    });

  const failure = loginMutation.error;
  const message =
    failure === null
      ? null
      : failure instanceof ApiError && failure.code === "no_active_account"
        ? t("auth.incorrectCredentials")
        : t("auth.loginFailed");

  const locked = cooloff.remainingMs !== null;
  return (
    <SignedOutLayout
      title={locked ? undefined : t("auth.signInTitle")}
      subtitle={locked ? undefined : t("auth.signInSubtitle")}
    >
      {cooloff.remainingMs !== null ? (
        <LockedNotice remainingMs={cooloff.remainingMs} />
      ) : (
        <Box>
          {reason !== null && loginMutation.isIdle && (
            <Alert severity={reason === "idle" ? "info" : "warning"} sx={{ mb: 2.5 }}>
              {t(`auth.reasons.${reason}`)}
            </Alert>
          )}
          <LoginForm onSubmit={submit} pending={loginMutation.isPending} error={message} />
          <Box sx={{ mt: 2, textAlign: "center" }}>
            <Link component={RouterLink} to="/auth/password/forgot">
              {t("auth.forgotPassword")}
            </Link>
          </Box>
        </Box>
      )}
    </SignedOutLayout>
  );
}
