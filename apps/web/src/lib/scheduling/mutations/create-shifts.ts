/** `POST /api/shifts/` (F-024): a list of new shifts; an empty list sends nothing. */
import { type Shift, type ShiftInput, shiftCreateBody, toWire } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type MutationOptionsOf, useChainedMutation } from "../../api/mutation";
import { api } from "../../api/client";
import { applySavedShifts, type CacheTarget, SCHEDULING_PATHS, shiftsAnswer } from "./shared";

/** Answers the created shifts in the order given, then any shifts made for new assignees (Z-006). */
export async function createShifts(inputs: readonly ShiftInput[]): Promise<Shift[]> {
  if (inputs.length === 0) return [];
  return api.post(SCHEDULING_PATHS.shifts, toWire(shiftCreateBody, [...inputs]), shiftsAnswer);
}

export function useCreateShifts(
  target: CacheTarget,
  { mutationConfig }: MutationOptionsOf<typeof createShifts> = {},
) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    createShifts,
    { onSuccess: (created) => applySavedShifts(queryClient, target, created) },
    mutationConfig,
  );
}
