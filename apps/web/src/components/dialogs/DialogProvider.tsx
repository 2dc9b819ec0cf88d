/**
 * Confirm and acknowledge dialogs as promises. Requests queue up and show one at a time, so a
 * second request while one is open is not lost. Width 330, growing with the content up to 768 px.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type AcknowledgeOptions,
  type ConfirmOptions,
  DialogCanceledError,
  DialogContext,
  type DialogService,
} from "./dialog-service";

type Request =
  | {
      id: number;
      kind: "confirm";
      options: ConfirmOptions;
      resolve: () => void;
      reject: (error: Error) => void;
    }
  | { id: number; kind: "acknowledge"; options: AcknowledgeOptions; resolve: () => void };

export function DialogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<readonly Request[]>([]);
  const nextId = useRef(0);

  const push = useCallback((make: (id: number) => Request) => {
    nextId.current += 1;
    const request = make(nextId.current);
    setQueue((current) => [...current, request]);
  }, []);

  const service = useMemo<DialogService>(
    () => ({
      confirm: (options) =>
        new Promise<void>((resolve, reject) =>
          push((id) => ({ id, kind: "confirm", options, resolve, reject })),
        ),
      acknowledge: (options) =>
        new Promise<void>((resolve) => push((id) => ({ id, kind: "acknowledge", options, resolve }))),
    }),
    [push],
  );

  const current = queue[0];
  const finish = (request: Request, confirmed: boolean) => {
    setQueue((items) => items.filter((item) => item.id !== request.id));
    if (request.kind === "acknowledge" || confirmed) request.resolve();
    else {
      const { title } = request.options;
      request.reject(
        new DialogCanceledError(title ? t("dialog.titleCanceled", { title }) : t("dialog.operationCanceled")),
      );
    }
  };

  return (
    <DialogContext value={service}>
      {children}
      {current && (
        <Dialog
          key={current.id}
          open
          onClose={() => finish(current, false)}
          aria-labelledby={current.options.title ? `dialog-title-${current.id}` : undefined}
          slotProps={{ paper: { sx: { minWidth: "min(330px, calc(100% - 32px))", maxWidth: 768 } } }}
        >
          {current.options.title && (
            <DialogTitle id={`dialog-title-${current.id}`}>{current.options.title}</DialogTitle>
          )}
          <DialogContent>
            {typeof current.options.message === "string" ? (
              <DialogContentText>{current.options.message}</DialogContentText>
            ) : (
              current.options.message
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            {current.kind === "confirm" ? (
              <>
                <Button onClick={() => finish(current, false)} color="inherit">
                  {current.options.cancelLabel ?? t("dialog.cancel")}
                </Button>
                <Button
                  onClick={() => finish(current, true)}
                  variant="contained"
                  color={current.options.destructive ? "error" : "primary"}
                  autoFocus
                >
                  {current.options.confirmLabel ?? t("dialog.ok")}
                </Button>
              </>
            ) : (
              <Button onClick={() => finish(current, true)} variant="contained" autoFocus>
                {current.options.okLabel ?? t("dialog.ok")}
              </Button>
            )}
          </DialogActions>
        </Dialog>
      )}
    </DialogContext>
  );
}
