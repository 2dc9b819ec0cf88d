import CallSplit from "@mui/icons-material/CallSplit";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EventBusy from "@mui/icons-material/EventBusy";
import SwapHoriz from "@mui/icons-material/SwapHoriz";
import { Box, Button, Tooltip } from "@mui/material";
import type { Shift } from "@rosterly/contract";
import { type ReactElement, useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogCanceledError, useDialogs } from "../../../../components/dialogs/dialog-service";
import { useToast } from "../../../../components/toasts/toast-service";
import { useConfirmedShiftDelete } from "../../../../components/shift-delete/use-confirmed-shift-delete";
import type { CacheTarget } from "../../../../lib/scheduling/mutations/shared";
import { useUpdateShift } from "../../../../lib/scheduling/mutations/update-shift";
import type { Reference } from "../../lib/reference";
import { canCancel } from "../../lib/shift-status";
import { SplitShiftDialog } from "../split/SplitShiftDialog";
import { CancelNurseDialog } from "./CancelNurseDialog";

const ignoreCanceled = (error: unknown) => {
  if (!(error instanceof DialogCanceledError)) throw error;
};

/** A button that explains why it is disabled. */
function Action(props: { blockedBy: string | null; children: ReactElement }) {
  if (props.blockedBy === null) return props.children;
  return (
    <Tooltip title={props.blockedBy}>
      <span>{props.children}</span>
    </Tooltip>
  );
}

/**
 * The actions on a saved shift: convert an available shift (irreversible), split, cancel nurse
 * (F-022) and delete (F-023). They act on the saved shift, so they wait while edits are unsaved.
 */
export function ShiftActions(props: {
  shift: Shift;
  dirty: boolean;
  reference: Reference;
  target: CacheTarget;
  onDeleted: () => void;
}) {
  const { shift, dirty, reference, target, onDeleted } = props;
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const toast = useToast();
  const update = useUpdateShift(target);
  const remove = useConfirmedShiftDelete(target);
  const [open, setOpen] = useState<"cancel" | "split" | null>(null);
  const blockedBy = dirty ? t("activityEditor.actions.saveFirst") : null;
  const busy = update.isPending || remove.isPending;

  const convert = () =>
    dialogs
      .confirm({
        title: t("activityEditor.actions.convertTitle"),
        message: t("activityEditor.actions.convertMessage"),
        confirmLabel: t("activityEditor.actions.convert"),
      })
      .then(() =>
        update.mutate(
          { id: shift.id, patch: { flexOn: false } },
          {
            onSuccess: () => toast.success(t("activityEditor.toast.converted")),
            onError: (error) => toast.error(t("activityEditor.toast.convertFailed"), error),
          },
        ),
      )
      .catch(ignoreCanceled);

  const destroy = () => void remove.confirmAndDelete(shift.id, onDeleted);

  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
      {shift.flexOn && (
        <Action blockedBy={blockedBy}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<SwapHoriz />}
            onClick={() => void convert()}
            disabled={dirty || busy}
          >
            {t("activityEditor.actions.convert")}
          </Button>
        </Action>
      )}
      {!shift.canceled && (
        <Action blockedBy={blockedBy}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<CallSplit />}
            onClick={() => setOpen("split")}
            disabled={dirty || busy}
          >
            {t("activityEditor.actions.split")}
          </Button>
        </Action>
      )}
      {canCancel(shift, reference.flagLookup) && (
        <Action blockedBy={blockedBy}>
          <Button
            size="small"
            variant="outlined"
            color="warning"
            startIcon={<EventBusy />}
            onClick={() => setOpen("cancel")}
            disabled={dirty || busy}
          >
            {t("activityEditor.actions.cancelNurse")}
          </Button>
        </Action>
      )}
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlined />}
        onClick={() => void destroy()}
        disabled={busy}
      >
        {t("activityEditor.actions.delete")}
      </Button>
      {open === "cancel" && (
        <CancelNurseDialog
          shift={shift}
          flags={reference.allFlags}
          target={target}
          onClose={() => setOpen(null)}
        />
      )}
      {open === "split" && (
        <SplitShiftDialog shift={shift} onClose={() => setOpen(null)} onSaved={() => setOpen(null)} />
      )}
    </Box>
  );
}
