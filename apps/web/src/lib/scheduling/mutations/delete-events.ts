/** Delete events (F-028): one with `DELETE /api/events/{id}/`, several with `bulk_delete`. */
import { idsBody } from "@rosterly/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/client";
import { applyRemovedEvents, type CacheTarget, noContent, SCHEDULING_PATHS } from "./shared";

export async function deleteEvents(ids: readonly number[]): Promise<readonly number[]> {
  const [only] = ids;
  if (only === undefined) return ids;
  if (ids.length === 1) await api.delete(SCHEDULING_PATHS.event(only), noContent);
  else await api.post(SCHEDULING_PATHS.eventsBulkDelete, idsBody.parse({ ids: [...ids] }), noContent);
  return ids;
}

export function useDeleteEvents(target: CacheTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvents,
    onSuccess: (ids) => applyRemovedEvents(queryClient, target, ids),
  });
}
