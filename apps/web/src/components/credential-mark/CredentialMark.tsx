import EventBusyRounded from "@mui/icons-material/EventBusyRounded";
import ScheduleRounded from "@mui/icons-material/ScheduleRounded";
import { Chip, Stack } from "@mui/material";
import type { Employee } from "@rosterly/contract";
import { useTranslation } from "react-i18next";

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
  const expired = props.credentials?.expired ?? 0;
  const expiring = props.expiredOnly ? 0 : (props.credentials?.expiring ?? 0);
  if (expired === 0 && expiring === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: "wrap" }}>
      {expired > 0 && (
        <Chip
          size="small"
          variant="outlined"
          sx={{ borderColor: "error.main", "& .MuiChip-icon": { color: "error.main" } }}
          icon={<EventBusyRounded aria-hidden />}
          label={t("credentialMarks.expired", { count: expired })}
          data-mark="expired"
        />
      )}
      {expiring > 0 && (
        <Chip
          size="small"
          variant="outlined"
          sx={{ borderColor: "warning.main", "& .MuiChip-icon": { color: "warning.dark" } }}
          icon={<ScheduleRounded aria-hidden />}
          label={t("credentialMarks.expiring", { count: expiring })}
          data-mark="expiring"
        />
      )}
    </Stack>
  );
}
