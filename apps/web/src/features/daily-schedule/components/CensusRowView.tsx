import {
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { CensusRow } from "@rosterly/contract";
import { ACUITY_LEVELS, acuityKey, meanAcuity } from "@rosterly/domain/daily";
import { toDisplayTime } from "@rosterly/domain/time";
import { useTranslation } from "react-i18next";

/** A census as read (finalized, or by those who only view): patients by acuity and by specialty. */
export function CensusRowView(props: { row: CensusRow; suggestion: string | null }) {
  const { row, suggestion } = props;
  const { t } = useTranslation();
  const titleId = `census-${row.id}`;
  const mean = meanAcuity(row);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 1.5 }}>
      <Stack
        direction="row"
        sx={{ alignItems: "baseline", justifyContent: "space-between", gap: 1, flexWrap: "wrap" }}
      >
        <Typography id={titleId} variant="subtitle1" component="h3">
          {row.name}
          {row.time ? ` · ${toDisplayTime(row.time)}` : ""}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("daily.census.summary", { total: row.total, mean: mean ?? "–" })}
          {suggestion ? ` · ${suggestion}` : ""}
        </Typography>
      </Stack>
      {/* Scrolls sideways on a narrow phone; focusable so the keyboard can scroll it too. */}
      <Box
        tabIndex={0}
        role="group"
        aria-label={t("daily.census.tableLabel", { name: row.name })}
        sx={{ overflowX: "auto", mt: 1, "&:focus-visible": { outline: 2, outlineColor: "primary.main" } }}
      >
        <Table
          size="small"
          aria-label={t("daily.census.tableLabel", { name: row.name })}
          sx={{ "& th, & td": { px: 0.75 } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t("daily.census.specialty")}</TableCell>
              {ACUITY_LEVELS.map((level) => (
                <TableCell key={level} align="right">
                  {t("daily.census.level", { level })}
                </TableCell>
              ))}
              <TableCell align="right">{t("daily.census.total")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {row.censusBySpecialty.map((specialty) => (
              <TableRow key={specialty.name}>
                <TableCell>{specialty.name}</TableCell>
                {ACUITY_LEVELS.map((level) => (
                  <TableCell key={level} align="right">
                    {specialty.acuityBreakdown[level].value}
                  </TableCell>
                ))}
                <TableCell align="right">{specialty.showAcuitySubtotal ? specialty.subtotal : ""}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>{t("daily.census.allPatients")}</TableCell>
              {ACUITY_LEVELS.map((level) => (
                <TableCell key={level} align="right" sx={{ fontWeight: 600 }}>
                  {row[acuityKey(level)]}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {row.total}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t("daily.census.extraStaffValue", { count: row.extraStaff })}
      </Typography>
      {row.notes !== "" && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: "pre-wrap" }}>
          {row.notes}
        </Typography>
      )}
    </Paper>
  );
}
