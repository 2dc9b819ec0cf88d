import { Paper, Stack, Typography } from "@mui/material";
import type { Shift } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { ShiftSymbol } from "../../../components/ShiftSymbol";
import { useFormatter } from "../../../lib/formatter-context";
import { useSession } from "../../../lib/session/session-context";

/** The shift a request is about: its type symbol, day and hours. */
export function ShiftSummary({
  shift,
  label,
}: {
  shift: Pick<Shift, "typeId" | "date" | "startTime" | "endTime">;
  label?: string;
}) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { hospital } = useSession();
  const type = hospital.shiftTypes.find((row) => row.id === shift.typeId);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      {label && (
        <Typography variant="caption" color="text.secondary" component="p">
          {label}
        </Typography>
      )}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
        {type && (
          <ShiftSymbol shiftType={type} startTime={shift.startTime} endTime={shift.endTime} size="medium" />
        )}
        <div>
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {formatter.date(shift.date, "weekdayDate")}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t("requestForms.shiftLine", {
              type: type?.name ?? "",
              start: shift.startTime.slice(0, 5),
              end: shift.endTime.slice(0, 5),
            })}
          </Typography>
        </div>
      </Stack>
    </Paper>
  );
}
