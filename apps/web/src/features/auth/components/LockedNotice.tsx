import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Illustration } from "../../../components/Illustration";
import { formatCountdown } from "../../../lib/format";

/** The account-locked view (B-004): why sign-in is paused and a live countdown to when it resumes. */
export function LockedNotice({ remainingMs }: { remainingMs: number }) {
  const { t } = useTranslation();
  const minutes = Math.ceil(remainingMs / 60_000);
  return (
    <Box
      sx={{ textAlign: "center", display: "flex", flexDirection: "column", alignItems: "center", gap: 1.5 }}
    >
      <Illustration name="locked" size={96} />
      <Typography variant="h3" component="h1">
        {t("auth.lockedTitle")}
      </Typography>
      <Typography color="text.secondary">{t("auth.lockedBody")}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t("auth.lockedRemaining")}
      </Typography>
      <Typography
        role="timer"
        aria-label={t("auth.lockedRemaining")}
        sx={{ fontSize: 36, fontWeight: 700, fontVariantNumeric: "tabular-nums", color: "primary.main" }}
      >
        {formatCountdown(remainingMs)}
      </Typography>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t("auth.lockedRemainingMinutes", { count: minutes })}
      </Typography>
    </Box>
  );
}
