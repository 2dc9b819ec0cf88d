import EventBusyOutlined from "@mui/icons-material/EventBusyOutlined";
import { Button } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TimeOffDialog } from "./TimeOffDialog";

/** Opens the time-off request form. */
export function TimeOffButton({ today }: { today: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<EventBusyOutlined />} onClick={() => setOpen(true)}>
        {t("requestForms.timeOff.open")}
      </Button>
      {open && <TimeOffDialog today={today} onClose={() => setOpen(false)} />}
    </>
  );
}
