/**
 * The template states of M-010: none selected, selected, new (name field), renaming (name field).
 * Holds the current report state beside the last saved one, so changes are detected by comparing
 * them; every save goes to the profile's schedule preferences and the answer replaces them.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDialogs } from "../../../components/dialogs/dialog-service";
import { useToast } from "../../../components/toasts/toast-service";
import { rememberLast, useChangeTemplate } from "../api/report-api";
import {
  defaultReportState,
  newTemplateId,
  type ReportState,
  type ReportTemplate,
  sameState,
  stateToSave,
  templatesOf,
} from "../lib/report-state";

export type TemplateMode = "view" | "new" | "renaming";

export interface ReportTemplatesOptions {
  profileId: number;
  preferences: Record<string, unknown>;
  today: string;
  /** The preferences as the server saved them (the session's copy follows). */
  onPreferences: (preferences: Record<string, unknown>) => void;
}

export function useReportTemplates({ profileId, preferences, today, onPreferences }: ReportTemplatesOptions) {
  const { t } = useTranslation();
  const toast = useToast();
  const dialogs = useDialogs();
  const { templates, last } = templatesOf(preferences);
  const [selectedId, setSelectedId] = useState<string | null>(last);
  const selected: ReportTemplate | null = templates.find((template) => template.id === selectedId) ?? null;
  const [state, setState] = useState<ReportState>(() => selected?.state ?? defaultReportState(today));
  const [mode, setMode] = useState<TemplateMode>("view");
  const saved = selected?.state ?? defaultReportState(today);
  const changed = !sameState(state, saved);

  const mutation = useChangeTemplate(profileId, {
    mutationConfig: {
      onSuccess: (answer, change) => {
        onPreferences(answer);
        toast.success(
          t(change.kind === "delete" ? "shiftReport.toasts.deleted" : "shiftReport.toasts.saved"),
        );
      },
      onError: (error, change) =>
        toast.error(
          t(change.kind === "delete" ? "shiftReport.toasts.deleteFailed" : "shiftReport.toasts.saveFailed"),
          error,
        ),
    },
  });

  /** Failure to remember the last template is ignored (M-012). */
  const remember = (id: string | null) => {
    rememberLast(profileId, id).then(onPreferences, () => undefined);
  };

  return {
    templates,
    selected,
    state,
    setState,
    mode,
    changed,
    busy: mutation.isPending,
    select: (id: string | null) => {
      const template = templates.find((candidate) => candidate.id === id) ?? null;
      setSelectedId(template?.id ?? null);
      setState(template?.state ?? defaultReportState(today));
      setMode("view");
      remember(template?.id ?? null);
    },
    startNew: () => setMode("new"),
    startRename: () => setMode("renaming"),
    cancelName: () => setMode("view"),
    create: async (name: string) => {
      const id = newTemplateId(Date.now());
      const toSave = stateToSave(state);
      await mutation.mutateAsync({ kind: "create", id, name, state: toSave });
      setSelectedId(id);
      setState(toSave);
      setMode("view");
    },
    rename: async (name: string) => {
      if (!selected) return;
      await mutation.mutateAsync({ kind: "rename", id: selected.id, name });
      setMode("view");
    },
    save: async () => {
      if (!selected || !changed) return;
      const toSave = stateToSave(state);
      await mutation.mutateAsync({ kind: "save", id: selected.id, name: selected.name, state: toSave });
      setState(toSave);
    },
    reset: () => setState(saved),
    remove: async () => {
      if (!selected) return;
      await dialogs.confirm({
        title: t("shiftReport.deleteConfirm.title"),
        message: t("shiftReport.deleteConfirm.message", { name: selected.name }),
        confirmLabel: t("shiftReport.deleteConfirm.confirm"),
        destructive: true,
      });
      await mutation.mutateAsync({ kind: "delete", id: selected.id });
      setSelectedId(null);
      setState(defaultReportState(today));
    },
  };
}

export type ReportTemplates = ReturnType<typeof useReportTemplates>;
