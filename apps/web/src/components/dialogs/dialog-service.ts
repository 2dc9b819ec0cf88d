import { createContext, type ReactNode, useContext } from "react";

/** Rejection of a cancelled confirm: callers recognise it by class, never by its text. */
export class DialogCanceledError extends Error {
  override readonly name = "DialogCanceledError";
}

export interface ConfirmOptions {
  /** Also names the cancellation: `{title} canceled.` instead of `Operation canceled.`. */
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Colours the confirm button as a destructive action. */
  destructive?: boolean;
}

export interface AcknowledgeOptions {
  title?: string;
  message: ReactNode;
  okLabel?: string;
}

export interface DialogService {
  /** Resolves on OK; rejects with DialogCanceledError on Cancel, Escape or a click outside. */
  confirm(options: ConfirmOptions): Promise<void>;
  /** Resolves when the user has read the message (OK, Escape or a click outside). */
  acknowledge(options: AcknowledgeOptions): Promise<void>;
}

export const DialogContext = createContext<DialogService | null>(null);

export function useDialogs(): DialogService {
  const service = useContext(DialogContext);
  if (service === null) throw new Error("useDialogs needs a DialogProvider");
  return service;
}
