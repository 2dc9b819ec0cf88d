import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import type { Hospital } from "@rosterly/contract";
import { useId, useState } from "react";
import { type DefaultValues, type FieldValues, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DialogCanceledError, useDialogs } from "../../../../components/dialogs/dialog-service";
import { useToast } from "../../../../components/toasts/toast-service";
import { useUnsavedChanges } from "../../../../components/unsaved/use-unsaved-changes";
import { ApiError } from "../../../../lib/api/errors";
import { issuesResolver } from "../../../../lib/forms/issues";
import { showServerErrors } from "../../../../lib/forms/server-errors";
import type { ConfigurationListKey, ConfigurationRow } from "../../../../lib/organisation/hospital-cache";
import { useSaveRow } from "../../api/save-row";
import type { KindDefinition } from "../../lib/kind";

/**
 * Creates or edits one row in a dialog (full screen on a phone). The kind's own rules run before
 * anything is sent; a 400 puts the server's messages on the fields; unsaved edits guard both the
 * route and closing the dialog.
 */
export function RowDialog<K extends ConfigurationListKey, F extends FieldValues>(props: {
  kind: KindDefinition<K, F>;
  hospital: Hospital;
  row: ConfigurationRow<K> | null;
  canEdit: boolean;
  onClose: () => void;
  onDelete?: (row: ConfigurationRow<K>) => Promise<boolean>;
}) {
  const { kind, hospital, row, canEdit, onClose, onDelete } = props;
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const dialogs = useDialogs();
  const toast = useToast();
  const titleId = useId();
  const texts = `configuration.kinds.${kind.id}` as const;
  const defaultValues: DefaultValues<F> = kind.toForm(row, hospital);
  const form = useForm<F>({
    defaultValues,
    resolver: issuesResolver<F>((values) => kind.validate(values, hospital, row), t),
    mode: "onTouched",
  });
  const save = useSaveRow(kind, hospital);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const dirty = form.formState.isDirty;
  useUnsavedChanges(`configuration.${kind.id}`, dirty && canEdit);

  const close = async () => {
    if (dirty && canEdit) {
      try {
        await dialogs.confirm({
          title: t("configuration.discardTitle"),
          message: t("configuration.discardMessage"),
          confirmLabel: t("configuration.discard"),
        });
      } catch (error) {
        if (error instanceof DialogCanceledError) return;
        throw error;
      }
    }
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setUnplaced([]);
    try {
      const saved = await save.mutateAsync({ values, row });
      toast.success(t(`${texts}.saved`, { name: saved.name }));
      form.reset(values);
      onClose();
    } catch (error) {
      setUnplaced(showServerErrors(t, error, form.setError, kind.fieldOf));
      if (!(error instanceof ApiError && error.endsSession))
        toast.error(t(`${texts}.saveFailed`, { name: row?.name ?? "" }), error);
    }
  });

  const busy = form.formState.isSubmitting;
  const Editor = kind.Editor;
  return (
    <Dialog
      open
      onClose={() => void close()}
      fullScreen={phone}
      fullWidth
      maxWidth={kind.dialogWidth ?? "sm"}
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: "contents" }}>
        <DialogTitle id={titleId}>
          {row === null ? t(`${texts}.createTitle`) : t(`${texts}.editTitle`, { name: row.name })}
        </DialogTitle>
        <DialogContent dividers>
          <Editor form={form} hospital={hospital} row={row} disabled={!canEdit || busy} />
          {unplaced.length > 0 && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {unplaced.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          {row !== null && onDelete && canEdit && (
            <Button
              color="error"
              disabled={busy}
              onClick={() => void onDelete(row).then((deleted) => deleted && onClose())}
              sx={{ mr: "auto" }}
            >
              {t("configuration.delete")}
            </Button>
          )}
          <Button onClick={() => void close()} disabled={busy}>
            {canEdit ? t("configuration.cancel") : t("configuration.close")}
          </Button>
          {canEdit && (
            <Button type="submit" variant="contained" loading={busy}>
              {row === null ? t("configuration.create") : t("configuration.save")}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
