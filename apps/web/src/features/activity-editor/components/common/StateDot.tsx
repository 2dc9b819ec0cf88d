import { Box, Tooltip } from "@mui/material";
import { useTranslation } from "react-i18next";
import { EMPLOYEE_STATE_KEYS } from "../../lib/labels";

const COLORS: Readonly<Record<string, string>> = {
  active: "success.main",
  inactive: "text.disabled",
  pending: "warning.main",
  rejected: "error.main",
  severed: "error.main",
};

/** An employee's profile state as a coloured dot with its name for screen readers and on hover. */
export function StateDot({ state }: { state: string }) {
  const { t } = useTranslation();
  const key = EMPLOYEE_STATE_KEYS[state];
  const label = key ? t(key) : state;
  return (
    <Tooltip title={label}>
      <Box
        component="span"
        role="img"
        aria-label={label}
        sx={{
          display: "inline-block",
          width: 10,
          height: 10,
          borderRadius: "50%",
          bgcolor: COLORS[state] ?? "grey.400",
        }}
      />
    </Tooltip>
  );
}
