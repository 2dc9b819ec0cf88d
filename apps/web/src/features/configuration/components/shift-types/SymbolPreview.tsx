import { Box, Paper, Typography } from "@mui/material";
import type { ShiftType } from "@rosterly/contract";
import { normalizeTime } from "@rosterly/domain/fields";
import { useTranslation } from "react-i18next";
import { ShiftSymbol } from "../../../../components/ShiftSymbol";
import type { ShiftTypeForm } from "./form";

type SymbolLookInput = Pick<
  ShiftTypeForm,
  "name" | "startTime" | "endTime" | "symbolType" | "symbolValue" | "color"
>;

const WEEK = [0, 1, 2, 3, 4, 5, 6];

/** A valid typed time as the wire has it, or a stand-in until the field holds one. */
function wireTime(value: string, fallback: string): string {
  const parsed = normalizeTime(value);
  return parsed.ok && parsed.value !== null ? parsed.value : fallback;
}

/**
 * The symbol as it will look, drawn by the same component the schedule grid uses: alone at both
 * sizes and in a week of grid cells (with a muted one, as obsolete or cancelled shifts show).
 */
export function SymbolPreview({ look: values }: { look: SymbolLookInput }) {
  const { t } = useTranslation();
  const shiftType: Pick<ShiftType, "name" | "styles" | "startTime" | "endTime"> = {
    name: values.name.trim() || t("configuration.shiftTypes.previewName"),
    startTime: wireTime(values.startTime, "07:00:00"),
    endTime: wireTime(values.endTime, "19:00:00"),
    styles: {
      web: { symbolType: values.symbolType, symbolValue: values.symbolValue, color: values.color },
    },
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t("configuration.shiftTypes.preview")}
      sx={{ p: 2, bgcolor: "background.default" }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        {t("configuration.shiftTypes.preview")}
      </Typography>
      <Box sx={{ display: "flex", alignItems: "center", gap: 3, mb: 2 }}>
        <Box sx={{ textAlign: "center" }}>
          <ShiftSymbol shiftType={shiftType} size="medium" />
          <Typography variant="caption" color="text.secondary" sx={{ display: "block" }}>
            {t("configuration.shiftTypes.previewMedium")}
          </Typography>
        </Box>
        <Box sx={{ textAlign: "center" }}>
          <ShiftSymbol shiftType={shiftType} />
          <Typography variant="caption" color="text.secondary" sx={{ display: "block" }}>
            {t("configuration.shiftTypes.previewSmall")}
          </Typography>
        </Box>
      </Box>
      <Box
        aria-hidden
        sx={{
          display: "grid",
          gridTemplateColumns: "repeat(7, minmax(36px, 1fr))",
          border: 1,
          borderColor: "divider",
          borderRadius: 1,
          bgcolor: "background.paper",
          overflow: "hidden",
        }}
      >
        {WEEK.map((day) => (
          <Box
            key={day}
            sx={{
              height: 32,
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              borderLeft: day === 0 ? 0 : 1,
              borderColor: "divider",
              px: 0.25,
            }}
          >
            {day % 3 !== 2 && <ShiftSymbol shiftType={shiftType} muted={day === 6} />}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
