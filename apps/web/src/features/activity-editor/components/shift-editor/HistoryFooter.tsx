import { Box, Link, Typography } from "@mui/material";
import type { Shift } from "@rosterly/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../../lib/formatter-context";
import { personName, type Reference } from "../../lib/reference";
import { HistoryTimelineDialog } from "../history/HistoryTimelineDialog";

/**
 * Who created the shift and who changed it last, with the time (F-025). A shift counts as modified
 * when its created and modified times differ (F-014). "View details" opens the timeline (L-002).
 */
export function HistoryFooter({ shift, reference }: { shift: Shift; reference: Reference }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const [open, setOpen] = useState(false);
  const someone = t("activityEditor.history.system");
  return (
    <Box sx={{ borderTop: 1, borderColor: "divider", pt: 1.5, mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t("activityEditor.history.created", {
          name: personName(reference, shift.createdBy) ?? someone,
          time: formatter.date(shift.createdOn, "dateTime"),
        })}
      </Typography>
      {shift.createdOn !== shift.modifiedOn && (
        <Typography variant="body2" color="text.secondary">
          {t("activityEditor.history.modified", {
            name: personName(reference, shift.modifiedBy) ?? someone,
            time: formatter.date(shift.modifiedOn, "dateTime"),
          })}
        </Typography>
      )}
      <Link component="button" type="button" variant="body2" onClick={() => setOpen(true)}>
        {t("activityEditor.history.viewDetails")}
      </Link>
      {open && (
        <HistoryTimelineDialog
          subject={{ kind: "shift", id: shift.id }}
          reference={reference}
          onClose={() => setOpen(false)}
        />
      )}
    </Box>
  );
}
