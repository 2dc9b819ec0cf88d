/**
 * Two toast areas: status toasts (at most 3, top centre) and notification toasts (at
 * most 5, top right, an icon per type). notistack's hook reads the nearest provider, so each area's
 * enqueue function is captured into our own context right under its provider.
 */
import CheckCircleOutlined from "@mui/icons-material/CheckCircleOutlined";
import Close from "@mui/icons-material/Close";
import ErrorOutlined from "@mui/icons-material/ErrorOutlined";
import InfoOutlined from "@mui/icons-material/InfoOutlined";
import NotificationsActiveOutlined from "@mui/icons-material/NotificationsActiveOutlined";
import WarningAmberOutlined from "@mui/icons-material/WarningAmberOutlined";
import { Box, IconButton } from "@mui/material";
import { type SnackbarKey, SnackbarProvider, useSnackbar } from "notistack";
import { TOAST_COMPONENTS } from "./toast-content";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ErrorToastMessage } from "./ErrorToastMessage";
import {
  MAX_NOTIFICATION_TOASTS,
  MAX_STATUS_TOASTS,
  type NotificationLevel,
  NotificationToastContext,
  type NotificationToasts,
  StatusToastContext,
  type StatusToasts,
  TOAST_DURATION_MS,
} from "./toast-service";

const NOTIFICATION_ICONS: Record<NotificationLevel, ReactNode> = {
  info: <NotificationsActiveOutlined fontSize="small" sx={{ mr: 1 }} />,
  success: <CheckCircleOutlined fontSize="small" sx={{ mr: 1 }} />,
  warning: <WarningAmberOutlined fontSize="small" sx={{ mr: 1 }} />,
  error: <ErrorOutlined fontSize="small" sx={{ mr: 1 }} />,
};

const STATUS_ICONS = {
  success: <CheckCircleOutlined fontSize="small" sx={{ mr: 1 }} />,
  error: <ErrorOutlined fontSize="small" sx={{ mr: 1 }} />,
  info: <InfoOutlined fontSize="small" sx={{ mr: 1 }} />,
  warning: <WarningAmberOutlined fontSize="small" sx={{ mr: 1 }} />,
};

function DismissButton({ id }: { id: SnackbarKey }) {
  const { closeSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label={t("toast.dismiss")}
      onClick={() => closeSnackbar(id)}
    >
      <Close fontSize="small" />
    </IconButton>
  );
}

const dismiss = (id: SnackbarKey) => <DismissButton id={id} />;

function StatusBridge({ children }: { children: ReactNode }) {
  const { enqueueSnackbar } = useSnackbar();
  const toasts = useMemo<StatusToasts>(
    () => ({
      success: (message) =>
        enqueueSnackbar(message, { variant: "success", autoHideDuration: TOAST_DURATION_MS.success }),
      info: (message) =>
        enqueueSnackbar(message, { variant: "info", autoHideDuration: TOAST_DURATION_MS.info }),
      error: (message, error) =>
        enqueueSnackbar(<ErrorToastMessage message={message} error={error} />, {
          variant: "error",
          autoHideDuration: TOAST_DURATION_MS.error,
        }),
    }),
    [enqueueSnackbar],
  );
  return <StatusToastContext value={toasts}>{children}</StatusToastContext>;
}

function NotificationBridge({ children }: { children: ReactNode }) {
  const { enqueueSnackbar } = useSnackbar();
  const toasts = useMemo<NotificationToasts>(
    () => ({
      notify: ({ message, level = "info" }) =>
        enqueueSnackbar(
          <Box component="span" sx={{ display: "flex", alignItems: "center" }}>
            {NOTIFICATION_ICONS[level]}
            {message}
          </Box>,
          { variant: "default", autoHideDuration: TOAST_DURATION_MS.info, hideIconVariant: true },
        ),
    }),
    [enqueueSnackbar],
  );
  return <NotificationToastContext value={toasts}>{children}</NotificationToastContext>;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={MAX_NOTIFICATION_TOASTS}
      anchorOrigin={{ vertical: "top", horizontal: "right" }}
      action={dismiss}
      Components={TOAST_COMPONENTS}
    >
      <NotificationBridge>
        <SnackbarProvider
          maxSnack={MAX_STATUS_TOASTS}
          anchorOrigin={{ vertical: "top", horizontal: "center" }}
          iconVariant={STATUS_ICONS}
          action={dismiss}
          Components={TOAST_COMPONENTS}
        >
          <StatusBridge>{children}</StatusBridge>
        </SnackbarProvider>
      </NotificationBridge>
    </SnackbarProvider>
  );
}
