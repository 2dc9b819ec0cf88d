import ArrowBack from "@mui/icons-material/ArrowBack";
import Close from "@mui/icons-material/Close";
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
} from "@mui/material";
import type { Shift } from "@rosterly/contract";
import { MAX_SPLIT_PARTS, splitSaveError } from "@rosterly/domain/schedule";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { StaffPicker } from "../../../../components/staff-picker/StaffPicker";
import { useToast } from "../../../../components/toasts/toast-service";
import { useSession } from "../../../../lib/session/session-context";
import { useSaveSplit } from "../../../../lib/scheduling/mutations/save-split";
import { useEditorSession } from "../../lib/editor-session";
import { staffIdsOf } from "../../lib/reference";
import { SplitCard } from "./SplitCard";
import { SplitPartEditor } from "./SplitPartEditor";
import { SPLIT_ERROR_KEYS } from "./split-messages";
import { useSplitParts } from "./use-split-parts";

/** Spec 2 §2: the split dialog is 720 px wide. */
const SPLIT_DIALOG_WIDTH = 720;

/**
 * Split shift (F-033..F-035): the parts on the left, the selected part's editor (or the staff list
 * for handing it to someone) on the right. Persistent: only Close or Save end it. Saving cannot be
 * undone, which the dialog says before anything is written.
 */
export function SplitShiftDialog(props: {
  shift: Shift;
  onClose: () => void;
  onSaved: (saved: Shift[]) => void;
}) {
  const { shift, onClose, onSaved } = props;
  const { t } = useTranslation();
  const toast = useToast();
  const { reference } = useEditorSession();
  const target = useMemo(
    () => ({ departmentId: shift.departmentId, staffIds: staffIdsOf(reference, shift.departmentId) }),
    [reference, shift.departmentId],
  );
  const save = useSaveSplit(target);
  const split = useSplitParts(shift);
  const [choosing, setChoosing] = useState(false);
  const { hospital } = useSession();
  const saveError = splitSaveError(split.parts, shift);
  const part = split.parts[split.selected];

  const submit = () =>
    save.mutate(
      { original: shift, parts: split.parts },
      {
        onSuccess: (saved) => {
          toast.success(t("activityEditor.toast.splitSaved"));
          onSaved(saved);
          onClose();
        },
        onError: (error) => toast.error(t("activityEditor.toast.splitFailed"), error),
      },
    );

  return (
    <Dialog
      open
      fullWidth
      aria-labelledby="split-shift-title"
      slotProps={{ paper: { sx: { maxWidth: SPLIT_DIALOG_WIDTH } } }}
    >
      <DialogTitle id="split-shift-title" sx={{ display: "flex", alignItems: "center", pr: 1 }}>
        <Box sx={{ flex: 1 }}>{t("activityEditor.split.title")}</Box>
        <IconButton aria-label={t("activityEditor.close")} onClick={onClose} disabled={save.isPending}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t("activityEditor.split.cannotUndo")}
        </Alert>
        <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "260px 1fr" }, gap: 2 }}>
          <Stack spacing={1} aria-label={t("activityEditor.split.partsLabel")} role="group">
            {split.parts.map((item, index) => (
              <SplitCard
                key={`${index}-${item.start}`}
                shift={shift}
                parts={split.parts}
                index={index}
                selected={index === split.selected}
                reference={reference}
                onSelect={() => {
                  split.select(index);
                  setChoosing(false);
                }}
                onSplit={() => split.split(index)}
                onRemove={() => split.remove(index)}
              />
            ))}
            <Typography variant="caption" color="text.secondary">
              {t("activityEditor.split.maxParts", { max: MAX_SPLIT_PARTS })}
            </Typography>
          </Stack>
          <Box>
            {part && choosing && (
              <Stack spacing={1}>
                <Box>
                  <Button size="small" startIcon={<ArrowBack />} onClick={() => setChoosing(false)}>
                    {t("activityEditor.split.backToPart")}
                  </Button>
                </Box>
                <StaffPicker
                  hospital={hospital}
                  departmentId={shift.departmentId}
                  date={shift.date}
                  selected={[part.assigneeId]}
                  single
                  onChange={(chosen) => {
                    const userId = chosen[0];
                    if (userId === undefined) return;
                    split.setAssignee(split.selected, userId);
                    setChoosing(false);
                  }}
                />
              </Stack>
            )}
            {part && !choosing && (
              <SplitPartEditor
                key={`${split.selected}-${part.start}-${part.end}`}
                shift={shift}
                parts={split.parts}
                index={split.selected}
                reference={reference}
                onEnd={(text) => split.setEnd(split.selected, text)}
                onReassign={() => setChoosing(true)}
              />
            )}
          </Box>
        </Box>
        {saveError && saveError !== "no_parts" && split.parts.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t(SPLIT_ERROR_KEYS[saveError])}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={split.reset} disabled={save.isPending}>
          {t("activityEditor.reset.button")}
        </Button>
        <Button variant="contained" onClick={submit} disabled={saveError !== null || save.isPending}>
          {t("activityEditor.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
