/**
 * A form over part of the hospital settings: shows the stored values (following other admins'
 * changes while untouched), checks with the server's rules, sends only the paths that changed,
 * puts a 400's errors on their fields and guards unsaved edits.
 */
import type { Hospital } from "@rosterly/contract";
import type { HospitalSettings } from "@rosterly/domain/settings";
import { useEffect, useState } from "react";
import { type DefaultValues, type FieldPath, type FieldValues, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toasts/toast-service";
import { useUnsavedChanges } from "../../../components/unsaved/use-unsaved-changes";
import { ApiError } from "../../../lib/api/errors";
import { issuesResolver } from "../../../lib/forms/issues";
import { showServerErrors } from "../../../lib/forms/server-errors";
import { useUpdateSettings } from "../../../lib/organisation/update-settings";
import { settingsIssues } from "../lib/settings-issues";
import type { SettingsEdit } from "../lib/json";
import { settingsOf, valueAt } from "../lib/settings-values";

/** Specs are module constants: the form follows stored changes by watching them, not the spec. */
export interface SettingsFormSpec<F extends FieldValues> {
  /** Names the form's unsaved-changes mark. */
  key: string;
  toForm: (settings: HospitalSettings, hospital: Hospital) => DefaultValues<F>;
  /** Every path the form owns, with the value the form holds for it. */
  changes: (values: F) => SettingsEdit[];
  /** The form field a settings path (or a path under it) belongs to, given the form's values. */
  fieldOf: (path: string, values: F) => FieldPath<F> | null;
}

export function useSettingsForm<F extends FieldValues>(hospital: Hospital, spec: SettingsFormSpec<F>) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateSettings(hospital.id);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const form = useForm<F>({
    defaultValues: spec.toForm(settingsOf(hospital), hospital),
    resolver: issuesResolver<F>(
      (values) => settingsIssues(hospital, spec.changes(values), (path) => spec.fieldOf(path, values)),
      t,
    ),
    mode: "onTouched",
  });
  const { isDirty } = form.formState;
  useUnsavedChanges(`settings.${spec.key}`, isDirty);

  // Another admin's change arrives through the hospital query: shown unless this admin is editing.
  const { reset } = form;
  useEffect(() => {
    if (!isDirty) reset(spec.toForm(settingsOf(hospital), hospital));
  }, [hospital, isDirty, reset, spec]);

  const submit = form.handleSubmit(async (values) => {
    setUnplaced([]);
    // Unset paths hold their defaults: a value equal to the default is no change.
    const current = settingsOf(hospital);
    const changes = spec
      .changes(values)
      .filter(
        (change) => JSON.stringify(valueAt(current, change.path) ?? null) !== JSON.stringify(change.value),
      );
    if (changes.length === 0) {
      form.reset(values);
      return;
    }
    try {
      const saved = await update.mutateAsync(changes);
      form.reset(spec.toForm(settingsOf(saved), saved));
      toast.success(t("hospitalSettings.saved"));
    } catch (error) {
      setUnplaced(showServerErrors(t, error, form.setError, (path) => spec.fieldOf(path, values)));
      if (!(error instanceof ApiError && error.endsSession))
        toast.error(t("hospitalSettings.saveFailed"), error);
    }
  });

  return { form, submit: () => void submit(), unplaced, saving: form.formState.isSubmitting };
}
