import { Chip } from "@mui/material";
import type { WorkingStatus } from "@rosterly/domain/schedule";
import { useTranslation } from "react-i18next";
import { STATUS_COLOR, STATUS_LABEL } from "../../lib/shift-status";

/** A shift's working status (F-013): on duty, on call, canceled, giveaway, swapped, available, non-duty. */
export function StatusChip({ status, size = "small" }: { status: WorkingStatus; size?: "small" | "medium" }) {
  const { t } = useTranslation();
  return <Chip size={size} variant="outlined" color={STATUS_COLOR[status]} label={t(STATUS_LABEL[status])} />;
}
