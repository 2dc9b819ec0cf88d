import { Box, Button, Collapse } from "@mui/material";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorDetails, refusalReason } from "../../lib/api/errors";

/**
 * An error toast's text, the server's reason under it (in the reader's language when the catalogue
 * knows its key) and an expandable section holding the server's answer.
 */
export function ErrorToastMessage({ message, error }: { message: string; error?: unknown }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const reason = refusalReason(error, t, (key) => i18n.exists(key));
  const details = error === undefined ? null : errorDetails(error);
  return (
    <Box sx={{ display: "flex", flexDirection: "column", maxWidth: 480 }}>
      <span>{message}</span>
      {reason !== null && reason !== message && (
        <Box component="span" sx={{ fontSize: 13, opacity: 0.9 }}>
          {reason}
        </Box>
      )}
      {details && (
        <>
          <Button
            size="small"
            color="inherit"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={id}
            sx={{ alignSelf: "flex-start", px: 0, minWidth: 0, textDecoration: "underline" }}
          >
            {open ? t("toast.hideDetails") : t("toast.details")}
          </Button>
          <Collapse in={open} id={id}>
            <Box
              component="pre"
              sx={{
                m: 0,
                p: 1,
                maxHeight: 200,
                overflow: "auto",
                fontSize: 12,
                whiteSpace: "pre-wrap",
                bgcolor: "rgba(0,0,0,0.15)",
                borderRadius: 1,
              }}
            >
              {JSON.stringify(details, null, 2)}
            </Box>
          </Collapse>
        </>
      )}
    </Box>
  );
}
