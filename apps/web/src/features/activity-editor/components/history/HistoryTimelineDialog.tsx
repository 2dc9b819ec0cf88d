import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../../components/EmptyState";
import { type HistorySubject, useHistory } from "../../api/get-history";
import type { Reference } from "../../lib/reference";
import { HistoryTimeline } from "./HistoryTimeline";

/** The history of a shift or an event in a dialog; a failure shows the generic error picture (L-002). */
export function HistoryTimelineDialog(props: {
  subject: HistorySubject;
  reference: Reference;
  onClose: () => void;
}) {
  const { subject, reference, onClose } = props;
  const { t } = useTranslation();
  const history = useHistory(subject);
  const title =
    subject.kind === "shift"
      ? t("activityEditor.history.shiftTitle")
      : t("activityEditor.history.eventTitle");
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="activity-history-title">
      <DialogTitle id="activity-history-title">{title}</DialogTitle>
      <DialogContent dividers>
        {history.isPending && (
          <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
            <CircularProgress aria-label={t("activityEditor.loading")} />
          </Box>
        )}
        {history.isError && <EmptyState illustration="error" message={t("activityEditor.history.failed")} />}
        {history.data && history.data.length === 0 && (
          <EmptyState message={t("activityEditor.history.none")} />
        )}
        {history.data && history.data.length > 0 && (
          <HistoryTimeline entries={history.data} kind={subject.kind} reference={reference} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("activityEditor.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
