import CheckCircleOutlined from "@mui/icons-material/CheckCircleOutlined";
import { Box, Card, CardActionArea, Chip, Stack, Typography } from "@mui/material";
import type { Hospital, OpenShift } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../lib/formatter-context";
import { openShiftView } from "../lib/open-shift-view";
import { BiddingLabel } from "./BiddingLabel";
import { OpenShiftWhen } from "./OpenShiftWhen";

/**
 * H-004: one open shift at a glance — who it is for, FCFS, time left to bid, shift type and hours,
 * department, seats and bids (highlighted once the bids reach the seats). Opens its details.
 */
export function OpenShiftCard(props: {
  shift: OpenShift;
  hospital: Hospital;
  now: number;
  selected?: boolean;
  onOpen: (id: number) => void;
}) {
  const { shift, hospital, now, selected = false, onOpen } = props;
  const { t } = useTranslation();
  const formatter = useFormatter();
  const view = openShiftView(hospital, shift);
  const forWhom = shift.sitter
    ? t("openShifts.sitter")
    : view.jobTypeNames.join(", ") || t("openShifts.anyJob");
  return (
    <Card
      variant="outlined"
      data-open-shift={shift.id}
      sx={{ borderColor: selected ? "primary.main" : undefined, borderWidth: selected ? 2 : 1 }}
    >
      <CardActionArea
        onClick={() => onOpen(shift.id)}
        aria-label={t("openShifts.card.open", {
          date: formatter.date(shift.date, "weekdayDate"),
          type: view.shiftType?.name ?? "",
        })}
        sx={{ p: 1.5, display: "block" }}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: "center", mb: 1, flexWrap: "wrap", rowGap: 0.5 }}
        >
          <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
            {forWhom}
          </Typography>
          {shift.fcfs && <Chip size="small" color="secondary" label={t("openShifts.fcfs")} />}
          <BiddingLabel shift={shift} now={now} />
        </Stack>
        <Box sx={{ mb: 0.5 }}>
          <OpenShiftWhen shift={shift} shiftType={view.shiftType} />
        </Box>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {view.departmentName}
            {shift.title ? ` · ${shift.title}` : ""}
          </Typography>
          <Typography variant="body2">{t("openShifts.card.need", { count: shift.opening })}</Typography>
          <Chip
            size="small"
            color={view.bidsReachNeed ? "success" : "default"}
            // Enough bids is told by a mark as well as by the colour.
            icon={view.bidsReachNeed ? <CheckCircleOutlined /> : undefined}
            label={t(shift.fcfs ? "openShifts.card.taken" : "openShifts.card.bids", { count: view.bids })}
          />
        </Box>
      </CardActionArea>
    </Card>
  );
}
