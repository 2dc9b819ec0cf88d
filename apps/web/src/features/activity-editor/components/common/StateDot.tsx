import BlockRounded from "@mui/icons-material/BlockRounded";
import CheckCircleRounded from "@mui/icons-material/CheckCircleRounded";
import HourglassTopRounded from "@mui/icons-material/HourglassTopRounded";
import RemoveCircleOutlineRounded from "@mui/icons-material/RemoveCircleOutlineRounded";
import type { SvgIconComponent } from "@mui/icons-material";
import { Tooltip } from "@mui/material";
import { useTranslation } from "react-i18next";
import { EMPLOYEE_STATE_KEYS } from "../../lib/labels";

/** Each state's shape and colour: the shapes differ, so the state reads without its colour. */
const LOOKS: Readonly<Record<string, { Icon: SvgIconComponent; color: string }>> = {
  active: { Icon: CheckCircleRounded, color: "success.main" },
  inactive: { Icon: RemoveCircleOutlineRounded, color: "text.disabled" },
  pending: { Icon: HourglassTopRounded, color: "warning.dark" },
  rejected: { Icon: BlockRounded, color: "error.main" },
  severed: { Icon: BlockRounded, color: "error.main" },
};
const UNKNOWN = { Icon: RemoveCircleOutlineRounded, color: "grey.500" };

/** An employee's profile state as a small shape and colour, with its name for screen readers and on hover. */
export function StateDot({ state }: { state: string }) {
  const { t } = useTranslation();
  const key = EMPLOYEE_STATE_KEYS[state];
  const label = key ? t(key) : state;
  const { Icon, color } = LOOKS[state] ?? UNKNOWN;
  return (
    <Tooltip title={label}>
      <Icon
        role="img"
        aria-hidden={false}
        aria-label={label}
        data-state={state}
        sx={{ fontSize: 14, color }}
      />
    </Tooltip>
  );
}
