/** `PATCH /api/events/{id}/` (F-028): dates travel as day strings. */
import { type EventPatch, eventPatch, type ScheduleEvent, toWire } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type MutationOptionsOf, useChainedMutation } from "../../api/mutation";
import { api } from "../../api/client";
import { applySavedEvents, type CacheTarget, eventAnswer, SCHEDULING_PATHS } from "./shared";

export interface EventUpdate {
  id: number;
  patch: EventPatch;
}

export function updateEvent({ id, patch }: EventUpdate): Promise<ScheduleEvent> {
  return api.patch(SCHEDULING_PATHS.event(id), toWire(eventPatch, patch), eventAnswer);
}

export function useUpdateEvent(
  target: CacheTarget,
  { mutationConfig }: MutationOptionsOf<typeof updateEvent> = {},
) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    updateEvent,
    { onSuccess: (saved) => applySavedEvents(queryClient, target, [saved]) },
    mutationConfig,
  );
}
