import { Box, Button, Collapse } from "@mui/material";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";

/** An error toast's text with an expandable section holding the server's answer. */
export function ErrorToastMessage({
  message,
  details,
}: {
  message: string;
  details: Record<string, unknown> | null;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box sx={{ display: "flex", flexDirection: "column", maxWidth: 480 }}>
      <span>{message}</span>
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
