/** Delete events (F-028): one with `DELETE /api/events/{id}/`, several with `DELETE …/bulk_delete/`. */
import { idsBody } from "@rosterly/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/client";
import { applyRemovedEvents, type CacheTarget, noContent, SCHEDULING_PATHS } from "./shared";

export async function deleteEvents(ids: readonly number[]): Promise<readonly number[]> {
  const [only] = ids;
  if (only === undefined) return ids;
  if (ids.length === 1) await api.delete(SCHEDULING_PATHS.event(only), noContent);
  else await api.delete(SCHEDULING_PATHS.eventsBulkDelete, noContent, idsBody.parse({ ids: [...ids] }));
  return ids;
}

export function useDeleteEvents(target: CacheTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvents,
    onSuccess: (ids) => applyRemovedEvents(queryClient, target, ids),
  });
}
