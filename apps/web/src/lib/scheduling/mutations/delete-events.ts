/** Delete events (F-028): one with `DELETE /api/events/{id}/`, several with `DELETE …/bulk_delete/`. */
import { idsBody } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type MutationOptionsOf, useChainedMutation } from "../../api/mutation";
import { api } from "../../api/client";
import { applyRemovedEvents, type CacheTarget, noContent, SCHEDULING_PATHS } from "./shared";

export async function deleteEvents(ids: readonly number[]): Promise<readonly number[]> {
  const [only] = ids;
  if (only === undefined) return ids;
  if (ids.length === 1) await api.delete(SCHEDULING_PATHS.event(only), noContent);
  else await api.delete(SCHEDULING_PATHS.eventsBulkDelete, noContent, idsBody.parse({ ids: [...ids] }));
  return ids;
}

export function useDeleteEvents(
  target: CacheTarget,
  { mutationConfig }: MutationOptionsOf<typeof deleteEvents> = {},
) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    deleteEvents,
    { onSuccess: (ids) => applyRemovedEvents(queryClient, target, ids) },
    mutationConfig,
  );
}
