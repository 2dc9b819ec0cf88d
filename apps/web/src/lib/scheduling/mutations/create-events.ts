/**
 * `POST /api/events/` (F-028): a list of events (assignee, department, type, dates); events added
 * by management are approved at once.
 */
import { type EventInput, eventCreateBody, type ScheduleEvent, toWire } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type MutationOptionsOf, useChainedMutation } from "../../api/mutation";
import { api } from "../../api/client";
import { applySavedEvents, type CacheTarget, eventsAnswer, SCHEDULING_PATHS } from "./shared";

export async function createEvents(inputs: readonly EventInput[]): Promise<ScheduleEvent[]> {
  if (inputs.length === 0) return [];
  return api.post(SCHEDULING_PATHS.events, toWire(eventCreateBody, [...inputs]), eventsAnswer);
}

export function useCreateEvents(
  target: CacheTarget,
  { mutationConfig }: MutationOptionsOf<typeof createEvents> = {},
) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    createEvents,
    { onSuccess: (created) => applySavedEvents(queryClient, target, created) },
    mutationConfig,
  );
}
