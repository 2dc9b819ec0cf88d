import AlarmOutlined from "@mui/icons-material/AlarmOutlined";
import DoNotDisturbOnOutlined from "@mui/icons-material/DoNotDisturbOnOutlined";
import HourglassBottomOutlined from "@mui/icons-material/HourglassBottomOutlined";
import TimerOutlined from "@mui/icons-material/TimerOutlined";
import { Chip } from "@mui/material";
import type { OpenShift } from "@rosterly/contract";
import { biddingLabel } from "@rosterly/domain/open-shifts";
import { useTranslation } from "react-i18next";
import { instantOf } from "../lib/open-shift-view";

/**
 * H-004: ended, closed, "ends soon" in the last five minutes, else the hours and minutes left. Each
 * has its own icon as well as its word, so the state never rests on the chip's colour alone.
 */
export function BiddingLabel({ shift, now }: { shift: OpenShift; now: number }) {
  const { t } = useTranslation();
  const label = biddingLabel(shift, instantOf(shift.biddingEndsOn), now);
  if (label.kind === "closed")
    return (
      <Chip
        size="small"
        icon={<DoNotDisturbOnOutlined />}
        label={t("openShifts.label.closed")}
        variant="outlined"
      />
    );
  if (label.kind === "ended")
    return (
      <Chip
        size="small"
        icon={<HourglassBottomOutlined />}
        label={t("openShifts.label.ended")}
        variant="outlined"
      />
    );
  if (label.kind === "ends_soon")
    return (
      <Chip size="small" color="warning" icon={<AlarmOutlined />} label={t("openShifts.label.endsSoon")} />
    );
  return (
    <Chip
      size="small"
      icon={<TimerOutlined />}
      color="info"
      variant="outlined"
      label={t("openShifts.label.closesIn", { hours: label.hours, minutes: label.minutes })}
    />
  );
}
