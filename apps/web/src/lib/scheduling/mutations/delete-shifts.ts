/**
 * Delete shifts (F-023): one with `DELETE /api/shifts/{id}/`, several with `DELETE …/bulk_delete/` (all or
 * nothing). A 412 answer means requests or open shifts still reference a shift.
 */
import { idsBody } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type MutationOptionsOf, useChainedMutation } from "../../api/mutation";
import { api } from "../../api/client";
import { ApiError } from "../../api/errors";
import { applyRemovedShifts, type CacheTarget, noContent, SCHEDULING_PATHS } from "./shared";

export async function deleteShifts(ids: readonly number[]): Promise<readonly number[]> {
  const [only] = ids;
  if (only === undefined) return ids;
  if (ids.length === 1) await api.delete(SCHEDULING_PATHS.shift(only), noContent);
  else await api.delete(SCHEDULING_PATHS.shiftsBulkDelete, noContent, idsBody.parse({ ids: [...ids] }));
  return ids;
}

/** The delete was refused because requests or open shifts reference the shift (HTTP 412). */
export const isReferencedShiftError = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 412;

export function useDeleteShifts(
  target: CacheTarget,
  { mutationConfig }: MutationOptionsOf<typeof deleteShifts> = {},
) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    deleteShifts,
    { onSuccess: (ids) => applyRemovedShifts(queryClient, target, ids) },
    mutationConfig,
  );
}
