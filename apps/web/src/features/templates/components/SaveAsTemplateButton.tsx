import BookmarkAddOutlined from "@mui/icons-material/BookmarkAddOutlined";
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toasts/toast-service";
import { useSaveScheduleAsTemplate } from "../api/templates";

/**
 * "Save this period as a template" (Z-029) for the master schedule's toolbar: after confirming, each
 * person's shifts of the period become their template in the department, replacing it.
 */
export function SaveAsTemplateButton(props: {
  scheduleId: number;
  departmentId: number;
  departmentName: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const save = useSaveScheduleAsTemplate({
    mutationConfig: {
      onSuccess: (results) => {
        toast.success(t("templates.fromSchedule.saved", { count: results.length }));
        setOpen(false);
      },
      onError: (error) => toast.error(t("templates.fromSchedule.failed"), error),
    },
  });
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<BookmarkAddOutlined />}
        onClick={() => setOpen(true)}
      >
        {t("templates.fromSchedule.action")}
      </Button>
      <Dialog
        open={open}
        onClose={save.isPending ? undefined : () => setOpen(false)}
        maxWidth="xs"
        fullWidth
        aria-labelledby="save-as-template"
      >
        <DialogTitle id="save-as-template">{t("templates.fromSchedule.title")}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t("templates.fromSchedule.message", { department: props.departmentName })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={save.isPending}>
            {t("dialog.cancel")}
          </Button>
          <Button
            variant="contained"
            disabled={save.isPending}
            onClick={() => save.mutate({ scheduleId: props.scheduleId, departmentId: props.departmentId })}
          >
            {t("templates.fromSchedule.confirm")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
