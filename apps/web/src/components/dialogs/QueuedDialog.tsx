import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { Request } from "./DialogProvider";

/** The dialog of the request at the head of the queue; `onFinish` says whether it was confirmed. */
export function QueuedDialog({
  request,
  onFinish,
}: {
  request: Request;
  onFinish: (request: Request, confirmed: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={() => onFinish(request, false)}
      aria-labelledby={request.options.title ? `dialog-title-${request.id}` : undefined}
      slotProps={{ paper: { sx: { minWidth: "min(330px, calc(100% - 32px))", maxWidth: 768 } } }}
    >
      {request.options.title && (
        <DialogTitle id={`dialog-title-${request.id}`}>{request.options.title}</DialogTitle>
      )}
      <DialogContent>
        {typeof request.options.message === "string" ? (
          <DialogContentText>{request.options.message}</DialogContentText>
        ) : (
          request.options.message
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {request.kind === "confirm" ? (
          <>
            <Button onClick={() => onFinish(request, false)} color="inherit">
              {request.options.cancelLabel ?? t("dialog.cancel")}
            </Button>
            <Button
              onClick={() => onFinish(request, true)}
              variant="contained"
              color={request.options.destructive ? "error" : "primary"}
              autoFocus
            >
              {request.options.confirmLabel ?? t("dialog.ok")}
            </Button>
          </>
        ) : (
          <Button onClick={() => onFinish(request, true)} variant="contained" autoFocus>
            {request.options.okLabel ?? t("dialog.ok")}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
