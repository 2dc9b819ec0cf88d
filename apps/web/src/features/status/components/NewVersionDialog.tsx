import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useTranslation } from "react-i18next";
import { loadNewVersion } from "../../../lib/pwa/service-worker";

/**
 * persistent (no close on Escape or outside click); the only way on is to load the new
 * version, through the waiting service worker when there is one (a plain reload would get the old
 * precached app).
 */
export function NewVersionDialog({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} aria-labelledby="new-version-title" slotProps={{ paper: { sx: { maxWidth: 480 } } }}>
      <DialogTitle id="new-version-title">{t("status.newVersionTitle")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t("status.newVersionBody")}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={() => void loadNewVersion()} autoFocus>
          {t("status.refresh")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
