import type { Shift } from "@rosterly/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../../components/toasts/toast-service";
import { useCreateShifts } from "../../../../lib/scheduling/mutations/create-shifts";
import type { CacheTarget } from "../../../../lib/scheduling/mutations/shared";
import { useUpdateShift } from "../../../../lib/scheduling/mutations/update-shift";
import { type PlacedErrors, placeServerErrors } from "../../lib/server-errors";
import {
  SHIFT_FORM_FIELDS,
  type ShiftFormField,
  type ShiftFormValues,
  toShiftInput,
} from "../../lib/shift-form";

/**
 * Saves the editor's values: PATCH for a saved shift, POST for a new one (F-024), with the toasts of
 * spec 2 §8 and the server's 400 messages placed on the fields they name.
 */
export function useShiftSave(args: {
  shift: Shift | null;
  target: CacheTarget;
  internalComments: boolean;
  onSaved: (saved: Shift) => void;
}) {
  const { shift, target, internalComments, onSaved } = args;
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateShifts(target);
  const update = useUpdateShift(target);
  const [serverErrors, setServerErrors] = useState<PlacedErrors<ShiftFormField> | null>(null);

  const fail = (error: unknown) => {
    setServerErrors(placeServerErrors(t, error, SHIFT_FORM_FIELDS));
    toast.error(t("activityEditor.toast.saveFailed"), error);
  };

  const save = (values: ShiftFormValues) => {
    setServerErrors(null);
    const input = toShiftInput(values, { internalComments });
    if (shift === null) {
      create.mutate([input], {
        onSuccess: ([created]) => {
          toast.success(t("activityEditor.toast.added"));
          if (created) onSaved(created);
        },
        onError: fail,
      });
    } else {
      update.mutate(
        { id: shift.id, patch: input },
        {
          onSuccess: (saved) => {
            toast.success(t("activityEditor.toast.saved"));
            onSaved(saved);
          },
          onError: fail,
        },
      );
    }
  };

  /** A field's server message goes away once the field is edited. */
  const clearField = (field: ShiftFormField) =>
    setServerErrors((current) => {
      if (!current?.fields[field]) return current;
      const fields = { ...current.fields };
      delete fields[field];
      return { ...current, fields };
    });

  return {
    save,
    saving: create.isPending || update.isPending,
    serverErrors,
    clearField,
    clearAll: () => setServerErrors(null),
  };
}
