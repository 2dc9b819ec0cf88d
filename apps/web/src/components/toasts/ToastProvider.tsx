/**
 * Toasts for the whole app. The stacks themselves (notistack, icons, the error details) are a
 * chunk loaded with the first toast, so pages that never show one (the sign-in page) do not load
 * them; toasts asked for before it arrives are queued and shown in order once it has.
 */
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from "react";
import {
  type NotificationToasts,
  NotificationToastContext,
  StatusToastContext,
  type StatusToasts,
  type ToastSinks,
} from "./toast-service";

const ToastHost = lazy(() => import("./ToastHost").then((module) => ({ default: module.ToastHost })));

type Send = (sinks: ToastSinks) => void;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [hostWanted, setHostWanted] = useState(false);
  const sinks = useRef<Partial<ToastSinks>>({});
  const pending = useRef<Send[]>([]);

  const deliver = useCallback((send: Send) => {
    const { status, notification } = sinks.current;
    if (status && notification) send({ status, notification });
    else {
      pending.current.push(send);
      setHostWanted(true);
    }
  }, []);

  const register = useCallback((part: Partial<ToastSinks>) => {
    sinks.current = { ...sinks.current, ...part };
    const { status, notification } = sinks.current;
    if (!status || !notification) return;
    for (const send of pending.current.splice(0)) send({ status, notification });
  }, []);

  const statusToasts = useMemo<StatusToasts>(
    () => ({
      success: (message) => deliver((to) => to.status.success(message)),
      info: (message) => deliver((to) => to.status.info(message)),
      error: (message, error) => deliver((to) => to.status.error(message, error)),
    }),
    [deliver],
  );
  const notificationToasts = useMemo<NotificationToasts>(
    () => ({ notify: (notification) => deliver((to) => to.notification.notify(notification)) }),
    [deliver],
  );

  return (
    <NotificationToastContext value={notificationToasts}>
      <StatusToastContext value={statusToasts}>
        {children}
        {hostWanted && (
          <Suspense fallback={null}>
            <ToastHost register={register} />
          </Suspense>
        )}
      </StatusToastContext>
    </NotificationToastContext>
  );
}
