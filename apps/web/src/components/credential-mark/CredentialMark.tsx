import EventBusyRounded from "@mui/icons-material/EventBusyRounded";
import ScheduleRounded from "@mui/icons-material/ScheduleRounded";
import { Chip, Stack } from "@mui/material";
import type { Employee } from "@rosterly/contract";
import { useTranslation } from "react-i18next";

/** How each mark looks: its icon, border and icon colours, and its message. */
const MARKS = [
  {
    kind: "expired",
    Icon: EventBusyRounded,
    border: "error.main",
    icon: "error.main",
    message: "credentialMarks.expired",
  },
  {
    kind: "expiring",
    Icon: ScheduleRounded,
    border: "warning.main",
    icon: "warning.dark",
    message: "credentialMarks.expiring",
  },
] as const;

/**
 * A person's expired and soon-expiring credentials as chips with text and an icon (never colour
 * alone). Nothing when the server sent no marks: staff readers, or nothing to report.
 */
export function CredentialMark(props: {
  credentials: Employee["credentials"];
  /** Only the expired mark (the staff picker: who may not work for want of a credential). */
  expiredOnly?: boolean;
}) {
  const { t } = useTranslation();
  const counts = {
    expired: props.credentials?.expired ?? 0,
    expiring: props.expiredOnly ? 0 : (props.credentials?.expiring ?? 0),
  };
  const shown = MARKS.filter((mark) => counts[mark.kind] > 0);
  if (shown.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: "wrap" }}>
      {shown.map(({ kind, Icon, border, icon, message }) => (
        <Chip
          key={kind}
          size="small"
          variant="outlined"
          sx={{ borderColor: border, "& .MuiChip-icon": { color: icon } }}
          icon={<Icon aria-hidden />}
          label={t(message, { count: counts[kind] })}
          data-mark={kind}
        />
      ))}
    </Stack>
  );
}
