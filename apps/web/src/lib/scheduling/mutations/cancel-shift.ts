/**
 * Cancel nurse (F-022): `PATCH /api/shifts/{id}/` with `canceled: true`, the flags and comments of
 * the cancel dialog and the internal comments. The server allows it only for a saved shift that is
 * working or on call, the rule the editor also uses to offer it.
 */
import { type Shift, shiftPatch, toWire } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type MutationOptionsOf, useChainedMutation } from "../../api/mutation";
import { api } from "../../api/client";
import { applySavedShifts, type CacheTarget, SCHEDULING_PATHS, shiftAnswer } from "./shared";

export interface ShiftCancellation {
  id: number;
  flags: readonly number[];
  comments: string;
  /** Left out when the canceling user may not see internal comments (nothing is cleared unseen). */
  internalComments?: string;
}

export function cancelShift(cancel: ShiftCancellation): Promise<Shift> {
  const body = toWire(shiftPatch, {
    canceled: true,
    flags: [...cancel.flags],
    comments: cancel.comments,
    ...(cancel.internalComments === undefined ? {} : { internalComments: cancel.internalComments }),
  });
  return api.patch(SCHEDULING_PATHS.shift(cancel.id), { id: cancel.id, ...body }, shiftAnswer);
}

export function useCancelShift(
  target: CacheTarget,
  { mutationConfig }: MutationOptionsOf<typeof cancelShift> = {},
) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    cancelShift,
    { onSuccess: (saved) => applySavedShifts(queryClient, target, [saved]) },
    mutationConfig,
  );
}
