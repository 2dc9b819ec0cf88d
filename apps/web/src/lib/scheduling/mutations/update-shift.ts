/** `PATCH /api/shifts/{id}/` (F-024): the editor sends the full shift; the answer is the saved shift. */
import { type Shift, type ShiftPatch, shiftPatch, toWire } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type MutationOptionsOf, useChainedMutation } from "../../api/mutation";
import { api } from "../../api/client";
import { applySavedShifts, type CacheTarget, SCHEDULING_PATHS, shiftAnswer } from "./shared";

export interface ShiftUpdate {
  id: number;
  patch: ShiftPatch;
}

export function updateShift({ id, patch }: ShiftUpdate): Promise<Shift> {
  return api.patch(SCHEDULING_PATHS.shift(id), toWire(shiftPatch, patch), shiftAnswer);
}

export function useUpdateShift(
  target: CacheTarget,
  { mutationConfig }: MutationOptionsOf<typeof updateShift> = {},
) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    updateShift,
    { onSuccess: (saved) => applySavedShifts(queryClient, target, [saved]) },
    mutationConfig,
  );
}
