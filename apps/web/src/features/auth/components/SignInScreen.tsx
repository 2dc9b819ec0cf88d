import type { CooloffTimedelta, TokenPair } from "@rosterly/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SignedOutLayout } from "../../../components/SignedOutLayout";
import type { LogoutReason } from "../../../lib/auth/session-events";
import { cooloffDueTime, useCooloff } from "../lib/cooloff";
import { useSignInAttempt } from "../lib/use-sign-in-attempt";
import { LockedNotice } from "./LockedNotice";
import { SignInForm } from "./SignInForm";
import { SignInNotice } from "./SignInNotice";
import "./sign-in.css";

/**
 * The sign-in screen (B-001..B-004, B-010), free of MUI, the router and TanStack Query: the first
 * load shows it before the app has loaded (issue 17), and the router's `/auth/login` shows the same
 * screen through `LoginPage`. The caller stores the session (`onSignedIn`) and supplies the
 * forgotten-password link and the reason the last session ended, which only the router knows.
 * A lockout switches to the countdown until it has passed.
 */
export function SignInScreen(props: {
  onSignedIn: (pair: TokenPair) => void;
  forgotPasswordLink: ReactNode;
  reason: LogoutReason | null;
}) {
  const { onSignedIn, forgotPasswordLink, reason } = props;
  const { t } = useTranslation();
  const cooloff = useCooloff();
  const onLocked = (delta: CooloffTimedelta) => cooloff.lockUntil(cooloffDueTime(delta, Date.now()));
  const { attempt, submit } = useSignInAttempt({ onSignedIn, onLocked });

  const message =
    attempt.state !== "failed"
      ? null
      : attempt.failure === "incorrect-credentials"
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
        <div className="sign-in">
          {reason !== null && attempt.state === "idle" && (
            <SignInNotice severity={reason === "idle" ? "info" : "warning"} role="status">
              {t(`auth.reasons.${reason}`)}
            </SignInNotice>
          )}
          <SignInForm onSubmit={submit} pending={attempt.state === "pending"} error={message} />
          <p className="sign-in__links">{forgotPasswordLink}</p>
        </div>
      )}
    </SignedOutLayout>
  );
}
