import { Box, Chip, Link, Typography } from "@mui/material";
import type { ScheduleEvent } from "@rosterly/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../../lib/formatter-context";
import { EVENT_STATE_KEYS } from "../../lib/labels";
import { personName, type Reference } from "../../lib/reference";
import { HistoryTimelineDialog } from "../history/HistoryTimelineDialog";

/** Who the event is for, its type and state, and who created and last updated it (F-029). */
export function EventInfo({ event, reference }: { event: ScheduleEvent; reference: Reference }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const [history, setHistory] = useState(false);
  const someone = t("activityEditor.history.system");
  const stateKey = EVENT_STATE_KEYS[event.state];
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 0.5 }}>
      <Typography variant="h4" component="h3">
        {personName(reference, event.assigneeId)}
      </Typography>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <Typography>{event.typeName}</Typography>
        {event.state !== "" && (
          <Chip size="small" variant="outlined" label={stateKey ? t(stateKey) : event.state} />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t("activityEditor.history.created", {
          name: personName(reference, event.createdBy) ?? someone,
          time: formatter.date(event.createdOn, "dateTime"),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t("activityEditor.history.updated", {
          name: personName(reference, event.modifiedBy) ?? someone,
          time: formatter.date(event.modifiedOn, "dateTime"),
        })}
      </Typography>
      <Box>
        <Link component="button" type="button" variant="body2" onClick={() => setHistory(true)}>
          {t("activityEditor.history.viewEventHistory")}
        </Link>
      </Box>
      {history && (
        <HistoryTimelineDialog
          subject={{ kind: "event", id: event.id }}
          reference={reference}
          onClose={() => setHistory(false)}
        />
      )}
    </Box>
  );
}
