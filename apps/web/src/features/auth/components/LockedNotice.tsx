import { useTranslation } from "react-i18next";
import { Illustration } from "../../../components/Illustration";
import { formatCountdown } from "../../../lib/countdown";

/** The account-locked view (B-004): why sign-in is paused and a live countdown to when it resumes. */
export function LockedNotice({ remainingMs }: { remainingMs: number }) {
  const { t } = useTranslation();
  const minutes = Math.ceil(remainingMs / 60_000);
  return (
    <div className="locked-notice">
      <Illustration name="locked" size={96} />
      <h1 className="signed-out__title">{t("auth.lockedTitle")}</h1>
      <p className="locked-notice__text">{t("auth.lockedBody")}</p>
      <p className="locked-notice__text locked-notice__lead">{t("auth.lockedRemaining")}</p>
      <p className="locked-notice__timer" role="timer" aria-label={t("auth.lockedRemaining")}>
        {formatCountdown(remainingMs)}
      </p>
      <p className="locked-notice__minutes" aria-live="polite">
        {t("auth.lockedRemainingMinutes", { count: minutes })}
      </p>
    </div>
  );
}
