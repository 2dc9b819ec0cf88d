import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from "@mui/material";
import { COMMENTS_MAX, scheduleRejectBody } from "@rosterly/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** Reject needs comments (F-004), checked with the request's own schema before sending. */
export function RejectDialog(props: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onReject: (comments: string) => void;
}) {
  const { t } = useTranslation();
  const { open, busy, onClose, onReject } = props;
  const [comments, setComments] = useState("");
  const [touched, setTouched] = useState(false);
  const valid = scheduleRejectBody.safeParse({ comments }).success;
  const error = touched && !valid;
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t("schedule.reject.title")}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          multiline
          minRows={3}
          fullWidth
          margin="dense"
          label={t("schedule.reject.comments")}
          value={comments}
          onChange={(event) => setComments(event.target.value)}
          onBlur={() => setTouched(true)}
          error={error}
          helperText={error ? t("schedule.reject.commentsRequired") : `${comments.length}/${COMMENTS_MAX}`}
          slotProps={{ htmlInput: { maxLength: COMMENTS_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t("dialog.cancel")}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={() => {
            setTouched(true);
            if (valid) onReject(comments.trim());
          }}
        >
          {t("schedule.actions.reject")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
