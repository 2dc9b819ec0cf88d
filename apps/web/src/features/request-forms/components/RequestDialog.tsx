import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { type FormEvent, type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";

/**
 * The frame every request form shares: full screen on a phone, the form's fields, the validators'
 * preview, what the server refused that no field takes, and Cancel / Send.
 */
export function RequestDialog(props: {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  sending: boolean;
  /** Messages no field takes (a 400 on an unknown field, a 403/404/412 reason). */
  messages: readonly string[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const titleId = useId();
  return (
    <Dialog open onClose={props.onClose} fullScreen={phone} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={props.onSubmit} sx={{ display: "contents" }}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {props.children}
            {props.messages.length > 0 && (
              <Alert severity="error" role="alert">
                {props.messages.join(" ")}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t("requestForms.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={props.sending}>
            {t("requestForms.send")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
