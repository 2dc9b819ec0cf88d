import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import { Box, Button, Chip, CircularProgress, Stack, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogCanceledError, useDialogs } from "../../../../components/dialogs/dialog-service";
import { EmptyState } from "../../../../components/EmptyState";
import { useToast } from "../../../../components/toasts/toast-service";
import { useUnsavedChanges } from "../../../../components/unsaved/use-unsaved-changes";
import { useFormatter } from "../../../../lib/formatter-context";
import { useDeleteEvents } from "../../../../lib/scheduling/mutations/delete-events";
import { useUpdateEvent } from "../../../../lib/scheduling/mutations/update-event";
import { eventQueryKey, useEvent } from "../../api/get-event";
import { useEditorSession } from "../../lib/editor-session";
import { staffIdsOf } from "../../lib/reference";
import { DateFieldsProvider } from "../common/DateFieldsProvider";
import { MultiDatePicker } from "../common/MultiDatePicker";
import { PanelFrame } from "../common/PanelFrame";
import { EventInfo } from "./EventInfo";

export interface EventDetailsPanelProps {
  eventId: number;
  departmentId: number;
  readOnly: boolean;
  onClose: () => void;
}

const sameDays = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((day, i) => day === [...b].sort()[i]);

/**
 * Event details (F-029): who and what, the dates to change (at least one), Reset and Save only with
 * changes, Delete (confirmed), the audit lines and the event's history.
 */
export function EventDetailsPanel({ eventId, departmentId, readOnly, onClose }: EventDetailsPanelProps) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const toast = useToast();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const session = useEditorSession();
  const { reference } = session;
  const target = useMemo(
    () => ({ departmentId, staffIds: staffIdsOf(reference, departmentId) }),
    [reference, departmentId],
  );
  const [deleted, setDeleted] = useState(false);
  const { event, isLoading, error } = useEvent(departmentId, eventId, deleted);
  const update = useUpdateEvent(target);
  const remove = useDeleteEvents(target);
  const [draft, setDraft] = useState<string[] | null>(null);
  const editable = !readOnly && session.canEdit;
  const days = draft ?? event?.dates ?? [];
  const changed = event !== undefined && draft !== null && !sameDays(draft, event.dates);
  useUnsavedChanges(`event-details:${eventId}`, editable && changed);

  const save = () =>
    update.mutate(
      { id: eventId, patch: { dates: [...days].sort() } },
      {
        onSuccess: (saved) => {
          queryClient.setQueryData(eventQueryKey(eventId), saved);
          setDraft(null);
          toast.success(t("activityEditor.toast.eventSaved"));
        },
        onError: (failure) => toast.error(t("activityEditor.toast.eventSaveFailed"), failure),
      },
    );

  const destroy = () =>
    dialogs
      .confirm({
        title: t("activityEditor.event.deleteTitle"),
        message: t("activityEditor.event.deleteMessage"),
        confirmLabel: t("activityEditor.actions.delete"),
        destructive: true,
      })
      .then(() =>
        remove.mutate([eventId], {
          onSuccess: () => {
            setDeleted(true);
            queryClient.removeQueries({ queryKey: eventQueryKey(eventId) });
            toast.success(t("activityEditor.toast.eventDeleted"));
            onClose();
          },
          onError: (failure) => toast.error(t("activityEditor.toast.eventDeleteFailed"), failure),
        }),
      )
      .catch((failure: unknown) => {
        if (!(failure instanceof DialogCanceledError)) throw failure;
      });

  const sorted = [...days].sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  const title =
    first === undefined
      ? t("activityEditor.event.title")
      : first === last || last === undefined
        ? formatter.date(first, "weekdayDate")
        : t("activityEditor.event.range", {
            from: formatter.date(first, "monthDay"),
            to: formatter.date(last, "date"),
          });

  return (
    <DateFieldsProvider>
      <PanelFrame label={t("activityEditor.event.label")} title={title} onClose={onClose}>
        {isLoading && (
          <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
            <CircularProgress aria-label={t("activityEditor.loading")} />
          </Box>
        )}
        {!event && error && (
          <EmptyState illustration="error" message={t("activityEditor.event.loadFailed")} />
        )}
        {event && (
          <Stack spacing={2}>
            <EventInfo event={event} reference={reference} />
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t("activityEditor.add.dates")}
              </Typography>
              {editable ? (
                <MultiDatePicker value={days} onChange={setDraft} disabled={update.isPending} />
              ) : (
                <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}>
                  {sorted.map((day) => (
                    <Chip key={day} size="small" label={formatter.date(day, "chip")} />
                  ))}
                </Box>
              )}
            </Box>
            {editable && (
              <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, justifyContent: "space-between" }}>
                <Button
                  color="error"
                  variant="outlined"
                  startIcon={<DeleteOutlined />}
                  onClick={() => void destroy()}
                  disabled={remove.isPending}
                >
                  {t("activityEditor.actions.delete")}
                </Button>
                <Box sx={{ display: "flex", gap: 1 }}>
                  <Button
                    color="inherit"
                    onClick={() => setDraft(null)}
                    disabled={!changed || update.isPending}
                  >
                    {t("activityEditor.reset.button")}
                  </Button>
                  <Button
                    variant="contained"
                    onClick={save}
                    disabled={!changed || days.length === 0 || update.isPending}
                  >
                    {t("activityEditor.save")}
                  </Button>
                </Box>
              </Box>
            )}
          </Stack>
        )}
      </PanelFrame>
    </DateFieldsProvider>
  );
}
