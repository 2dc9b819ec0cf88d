import { Box, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import type { ShiftType } from "@rosterly/contract";
import { toDisplayTime } from "@rosterly/domain/time";
import { useTranslation } from "react-i18next";

/** The assignee's shift types as one exclusive choice, each with its times. */
export function ShiftTypeToggle(props: {
  types: readonly ShiftType[];
  value: number | null;
  onChange: (typeId: number | null) => void;
  disabled?: boolean;
}) {
  const { types, value, onChange, disabled } = props;
  const { t } = useTranslation();
  if (types.length === 0)
    return <Typography color="text.secondary">{t("activityEditor.add.noShiftTypes")}</Typography>;
  return (
    <ToggleButtonGroup
      exclusive
      value={value}
      disabled={disabled}
      onChange={(_event, typeId: number | null) => onChange(typeId)}
      aria-label={t("activityEditor.add.shiftTypes")}
      sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(120px, 1fr))", gap: 1 }}
    >
      {types.map((type) => (
        <ToggleButton
          key={type.id}
          value={type.id}
          aria-label={type.name}
          sx={{
            flexDirection: "column",
            alignItems: "flex-start",
            border: 1,
            borderColor: "divider",
            borderRadius: 1,
          }}
        >
          <Box component="span" sx={{ fontWeight: 600 }}>
            {type.name}
          </Box>
          <Box component="span" sx={{ fontSize: 12, color: "text.secondary" }}>
            {`${toDisplayTime(type.startTime) ?? type.startTime}–${toDisplayTime(type.endTime) ?? type.endTime}`}
          </Box>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
