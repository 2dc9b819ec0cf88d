import { Alert, Button, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useController, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toasts/toast-service";
import { useUnsavedChanges } from "../../../components/unsaved/use-unsaved-changes";
import { fieldsByWirePath, showServerErrors } from "../../../lib/forms/server-errors";
import { useSaveScheduleNotes } from "../api/save-schedule-notes";
import { NOTES_MAX_LENGTH, notesChanged } from "../lib/header";

interface NotesValues {
  scheduleNotes: string;
}
const fieldOf = fieldsByWirePath<NotesValues>(["scheduleNotes"]);

/**
 * Schedule notes (N-004): read by whoever may view people, saved by those who may edit them;
 * the text is trimmed and saved only when it changed.
 */
export function NotesTab(props: { profileId: number; saved: string | null; canEdit: boolean }) {
  const { profileId, saved, canEdit } = props;
  const { t } = useTranslation();
  const toast = useToast();
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const form = useForm<NotesValues>({ defaultValues: { scheduleNotes: saved ?? "" } });
  const { field, fieldState } = useController({ control: form.control, name: "scheduleNotes" });
  const save = useSaveScheduleNotes({
    mutationConfig: {
      onSuccess: (answer) => {
        form.reset({ scheduleNotes: answer.scheduleNotes ?? "" });
        toast.success(t("employeeDialog.notes.saved"));
      },
      onError: (error) => {
        const rest = showServerErrors(t, error, form.setError, fieldOf);
        setUnplaced(rest);
        toast.error(t("employeeDialog.notes.saveFailed"), error);
      },
    },
  });
  const typed = field.value;
  const changed = notesChanged(saved, typed);
  useUnsavedChanges("employee-notes", canEdit && changed);

  if (!canEdit)
    return (
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">
          {t("employeeDialog.notes.title")}
        </Typography>
        <Typography sx={{ whiteSpace: "pre-wrap" }} data-testid="schedule-notes">
          {saved ?? t("employeeDialog.notes.none")}
        </Typography>
      </Stack>
    );

  return (
    <Stack
      component="form"
      spacing={1.5}
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit((values) => {
          setUnplaced([]);
          // Unchanged notes are not sent (N-004).
          if (!notesChanged(saved, values.scheduleNotes)) return;
          const trimmed = values.scheduleNotes.trim();
          save.mutate({ profileId, scheduleNotes: trimmed === "" ? null : trimmed });
        })(event)
      }
    >
      <TextField
        label={t("employeeDialog.notes.title")}
        multiline
        minRows={6}
        maxRows={16}
        name={field.name}
        value={typed}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={fieldState.error !== undefined}
        helperText={
          fieldState.error?.message ??
          t("employeeDialog.notes.counter", { used: typed.length, max: NOTES_MAX_LENGTH })
        }
        slotProps={{ htmlInput: { maxLength: NOTES_MAX_LENGTH } }}
      />
      {unplaced.length > 0 && <Alert severity="error">{unplaced.join(" ")}</Alert>}
      <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
        <Button
          type="button"
          disabled={!changed || save.isPending}
          onClick={() => form.reset({ scheduleNotes: saved ?? "" })}
        >
          {t("employeeDialog.notes.reset")}
        </Button>
        <Button type="submit" variant="contained" disabled={!changed || save.isPending}>
          {t("employeeDialog.notes.save")}
        </Button>
      </Stack>
    </Stack>
  );
}
