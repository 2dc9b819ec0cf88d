import NotificationsActiveOutlined from "@mui/icons-material/NotificationsActiveOutlined";
import { Button } from "@mui/material";
import type { OpenShift } from "@rosterly/contract";
import { nudgeCountdown, nudgeWaitSeconds } from "@rosterly/domain/open-shifts";
import { useTranslation } from "react-i18next";
import { useNow } from "../../../lib/use-now";
import { instantOf } from "../lib/open-shift-view";

/**
 * H-014: remind those who have not bid. Allowed again 900 s after the last reminder (or creation);
 * until then the button counts down in minutes, then seconds in the last minute.
 */
export function NudgeButton(props: { shift: OpenShift; busy: boolean; onNudge: () => void }) {
  const { shift, busy, onNudge } = props;
  const { t } = useTranslation();
  const now = useNow(1_000);
  const lastNudge = shift.settings.lastNudge === null ? null : instantOf(shift.settings.lastNudge);
  const countdown = nudgeCountdown(nudgeWaitSeconds(now, instantOf(shift.createdOn), lastNudge));
  const label =
    countdown.unit === "ready"
      ? t("openShifts.nudge")
      : countdown.unit === "minutes"
        ? t("openShifts.nudgeInMinutes", { count: countdown.value })
        : t("openShifts.nudgeInSeconds", { count: countdown.value });
  return (
    <Button
      variant="outlined"
      startIcon={<NotificationsActiveOutlined />}
      disabled={busy || countdown.unit !== "ready"}
      onClick={onNudge}
    >
      {label}
    </Button>
  );
}
