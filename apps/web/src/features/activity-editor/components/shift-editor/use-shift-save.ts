import type { Shift } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../../components/toasts/toast-service";
import { useCreateShifts } from "../../../../lib/scheduling/mutations/create-shifts";
import type { CacheTarget } from "../../../../lib/scheduling/mutations/shared";
import { useUpdateShift } from "../../../../lib/scheduling/mutations/update-shift";
import { type ShiftFormValues, toShiftInput } from "../../lib/shift-form";

/**
 * Saves the editor's values: PATCH for a saved shift, POST for a new one (F-024), with the toasts of
 * spec 2 §8. A failure is handed to the editor, which puts a 400's messages on its fields.
 */
export function useShiftSave(args: {
  shift: Shift | null;
  target: CacheTarget;
  internalComments: boolean;
  onSaved: (saved: Shift) => void;
  onFailed: (error: unknown) => void;
}) {
  const { shift, target, internalComments, onSaved, onFailed } = args;
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateShifts(target);
  const update = useUpdateShift(target);

  const fail = (error: unknown) => {
    onFailed(error);
    toast.error(t("activityEditor.toast.saveFailed"), error);
  };

  const save = (values: ShiftFormValues) => {
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

  return { save, saving: create.isPending || update.isPending };
}
