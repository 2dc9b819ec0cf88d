/**
 * The columns panel (M-003): the side bar's columns chooser is an AG Grid Enterprise feature, so
 * this is our own: show or hide each column and move it, by keyboard as well as in the grid.
 */
import ArrowDownwardRounded from "@mui/icons-material/ArrowDownwardRounded";
import ArrowUpwardRounded from "@mui/icons-material/ArrowUpwardRounded";
import { Box, Checkbox, FormControlLabel, IconButton, Stack } from "@mui/material";
import type { ReportField } from "@rosterly/contract";
import { useTranslation } from "react-i18next";

export interface ColumnsPanelProps {
  /** Every column the person may see, in order. */
  columns: readonly ReportField[];
  hidden: readonly ReportField[];
  onToggle: (colId: ReportField, visible: boolean) => void;
  onMove: (colId: ReportField, by: -1 | 1) => void;
}

export function ColumnsPanel({ columns, hidden, onToggle, onMove }: ColumnsPanelProps) {
  const { t } = useTranslation();
  return (
    <Stack component="section" spacing={0.5}>
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
        {columns.map((colId, index) => {
          const label = t(`shiftReport.columns.${colId}`);
          return (
            <Box component="li" key={colId} sx={{ display: "flex", alignItems: "center" }}>
              <FormControlLabel
                sx={{ flex: 1, mr: 0 }}
                control={
                  <Checkbox
                    size="small"
                    checked={!hidden.includes(colId)}
                    onChange={(event) => onToggle(colId, event.target.checked)}
                  />
                }
                label={label}
              />
              <IconButton
                size="small"
                aria-label={t("shiftReport.actions.moveUp", { column: label })}
                disabled={index === 0}
                onClick={() => onMove(colId, -1)}
              >
                <ArrowUpwardRounded fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t("shiftReport.actions.moveDown", { column: label })}
                disabled={index === columns.length - 1}
                onClick={() => onMove(colId, 1)}
              >
                <ArrowDownwardRounded fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
