import { createContext, useContext } from "react";

/** Status toasts: the durations of Q-005. */
export const TOAST_DURATION_MS = { success: 3_000, error: 5_000, info: 6_000 } as const;
export const MAX_STATUS_TOASTS = 3;
export const MAX_NOTIFICATION_TOASTS = 5;

export interface StatusToasts {
  success(message: string): void;
  info(message: string): void;
  /** `error` is what went wrong (an ApiError carries the server's answer); it fills the details section. */
  error(message: string, error?: unknown): void;
}

export type NotificationLevel = "info" | "success" | "warning" | "error";

export interface NotificationToast {
  message: string;
  level?: NotificationLevel;
}

export interface NotificationToasts {
  notify(notification: NotificationToast): void;
}

export const StatusToastContext = createContext<StatusToasts | null>(null);
export const NotificationToastContext = createContext<NotificationToasts | null>(null);

export function useToast(): StatusToasts {
  const toasts = useContext(StatusToastContext);
  if (toasts === null) throw new Error("useToast needs a ToastProvider");
  return toasts;
}

export function useNotificationToast(): NotificationToasts {
  const toasts = useContext(NotificationToastContext);
  if (toasts === null) throw new Error("useNotificationToast needs a ToastProvider");
  return toasts;
}
