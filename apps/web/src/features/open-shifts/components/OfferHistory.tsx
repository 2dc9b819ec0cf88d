import { Chip, List, ListItem, ListItemText, Typography } from "@mui/material";
import type { Hospital } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../lib/formatter-context";
import { useOpenShifts } from "../api/list-open-shifts";
import { openShiftView, whenOf } from "../lib/open-shift-view";

/** The nurse's past bids and what came of them: seated, or not this time. */
export function OfferHistory({ hospital, userId }: { hospital: Hospital; userId: number }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const history = useOpenShifts({ state: "history", mine: true, page: 1, pageSize: 50, orderBy: "-date" });
  const rows = history.data?.results ?? [];
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {history.isError ? t("offers.historyFailed") : t("offers.noHistory")}
      </Typography>
    );
  return (
    <List aria-label={t("offers.history")} dense>
      {rows.map((shift) => {
        const seated = shift.assignees.includes(userId);
        return (
          <ListItem key={shift.id} divider>
            <ListItemText
              primary={whenOf(formatter, shift)}
              secondary={openShiftView(hospital, shift).departmentName}
            />
            <Chip
              size="small"
              color={seated ? "success" : "default"}
              label={seated ? t("offers.outcomeSeated") : t("offers.outcomeNotSeated")}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
