import { Button, DialogActions } from "@mui/material";
import { useTranslation } from "react-i18next";

/** D-006: Reject (pending, with edit permission), Close, and Add / Update / Approve. */
export function UserDialogFooter(props: {
  saveLabel: string;
  canReject: boolean;
  canSave: boolean;
  busy: boolean;
  onReject: () => void;
  onClose: () => void;
}) {
  const { saveLabel, canReject, canSave, busy, onReject, onClose } = props;
  const { t } = useTranslation();
  return (
    <DialogActions sx={{ px: 3, py: 2, gap: 1, borderTop: 1, borderColor: "divider" }}>
      {canReject && (
        <Button color="error" onClick={onReject} disabled={busy} sx={{ mr: "auto" }}>
          {t("accounts.dialog.reject")}
        </Button>
      )}
      <Button color="inherit" onClick={onClose} disabled={busy}>
        {t("accounts.dialog.close")}
      </Button>
      {canSave && (
        <Button type="submit" form="user-dialog-form" variant="contained" disabled={busy}>
          {busy ? t("accounts.dialog.saving") : saveLabel}
        </Button>
      )}
    </DialogActions>
  );
}
