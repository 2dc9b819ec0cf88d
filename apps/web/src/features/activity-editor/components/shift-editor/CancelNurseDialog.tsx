import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from "@mui/material";
import type { Flag, Shift } from "@rosterly/contract";
import { FIELD_LIMITS } from "@rosterly/domain/fields";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../../components/toasts/toast-service";
import { serverFieldMessages } from "../../../../lib/forms/server-errors";
import { useCancelShift } from "../../../../lib/scheduling/mutations/cancel-shift";
import type { CacheTarget } from "../../../../lib/scheduling/mutations/shared";
import { FlagSelect } from "../common/FlagSelect";

const MAX = FIELD_LIMITS.cancelCommentMaxLength;

/**
 * Cancel nurse (F-022): flags (why, e.g. sick call) and comments of at most 512 characters. The
 * shift stays on the schedule as canceled; its internal comments are sent back unchanged.
 */
export function CancelNurseDialog(props: {
  shift: Shift;
  flags: readonly Flag[];
  target: CacheTarget;
  onClose: () => void;
}) {
  const { shift, flags, target, onClose } = props;
  const { t } = useTranslation();
  const toast = useToast();
  const cancel = useCancelShift(target);
  const [chosen, setChosen] = useState<number[]>([...shift.flags]);
  const [comments, setComments] = useState(shift.comments ?? "");
  const [serverError, setServerError] = useState<string | null>(null);
  const tooLong = comments.length > MAX;

  const submit = () => {
    setServerError(null);
    cancel.mutate(
      {
        id: shift.id,
        flags: chosen,
        comments,
        ...(shift.internalComments === undefined ? {} : { internalComments: shift.internalComments }),
      },
      {
        onSuccess: () => {
          toast.success(t("activityEditor.toast.canceled"));
          onClose();
        },
        onError: (error) => {
          // A 400 is shown whole above the fields: the dialog has only two of them.
          const messages = serverFieldMessages(t, error);
          if (messages) setServerError(Object.values(messages).flat().join(" "));
          toast.error(t("activityEditor.toast.cancelFailed"), error);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={cancel.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="cancel-nurse-title"
    >
      <DialogTitle id="cancel-nurse-title">{t("activityEditor.cancelNurse.title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <FlagSelect
            label={t("activityEditor.shift.flags")}
            flags={flags}
            value={chosen}
            onChange={setChosen}
          />
          <TextField
            multiline
            minRows={3}
            label={t("activityEditor.shift.comments")}
            value={comments}
            onChange={(event) => setComments(event.target.value)}
            error={tooLong}
            helperText={
              tooLong
                ? t("activityEditor.validation.cancelCommentsTooLong", { max: MAX })
                : t("activityEditor.counter", { count: comments.length, max: MAX })
            }
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={cancel.isPending} color="inherit">
          {t("activityEditor.cancelNurse.keep")}
        </Button>
        <Button variant="contained" color="error" onClick={submit} disabled={tooLong || cancel.isPending}>
          {t("activityEditor.cancelNurse.confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
