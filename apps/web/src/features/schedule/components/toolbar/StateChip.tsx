import { Chip, Tooltip } from "@mui/material";
import { useTranslation } from "react-i18next";
import { stateLook } from "../../lib/states";

/** A schedule state's badge: colour and abbreviation, the full name on hover; nothing for past (F-008). */
export function StateChip({ state, full = false }: { state: string | null | undefined; full?: boolean }) {
  const { t } = useTranslation();
  const look = stateLook(state);
  if (look === null) return null;
  const name = t(`schedule.states.${look.state}`);
  return (
    <Tooltip title={name}>
      <Chip
        size="small"
        label={full ? name : t(`schedule.stateShort.${look.state}`)}
        aria-label={t("schedule.stateLabel", { state: name })}
        data-state={look.state}
        sx={{ bgcolor: look.color, color: look.text, fontWeight: 600, height: 22 }}
      />
    </Tooltip>
  );
}
