/** `PATCH /api/shifts/bulk_update/`: partial changes to several shifts, all or nothing. */
import { type Shift, shiftBulkPatch, toWire } from "@rosterly/contract";
import type { z } from "zod";
import { useQueryClient } from "@tanstack/react-query";
import { type MutationOptionsOf, useChainedMutation } from "../../api/mutation";
import { api } from "../../api/client";
import { applySavedShifts, type CacheTarget, SCHEDULING_PATHS, shiftsAnswer } from "./shared";

export type ShiftChange = z.output<typeof shiftBulkPatch>[number];

/** Answers the changed shifts, then any shifts made for new assignees of given-away shifts (Z-006). */
export function bulkUpdateShifts(changes: readonly ShiftChange[]): Promise<Shift[]> {
  return api.patch(SCHEDULING_PATHS.shiftsBulkUpdate, toWire(shiftBulkPatch, [...changes]), shiftsAnswer);
}

export function useBulkUpdateShifts(
  target: CacheTarget,
  { mutationConfig }: MutationOptionsOf<typeof bulkUpdateShifts> = {},
) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    bulkUpdateShifts,
    { onSuccess: (saved) => applySavedShifts(queryClient, target, saved) },
    mutationConfig,
  );
}
