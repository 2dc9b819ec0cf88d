/** The roster generator's runs on a schedule: start, read, stop with the best so far, accept, discard. */
import {
  API,
  type FillAcceptResult,
  type FillRequest,
  type FillRun,
  fillAcceptRequest,
  fillAcceptResult,
  fillRequest,
  fillRun,
  toWire,
  wire,
} from "@rosterly/contract";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api/client";
import { type MutationOptionsOf, useChainedMutation } from "../../../lib/api/mutation";

const runSchema = wire(fillRun);
const acceptSchema = wire(fillAcceptResult);

export const fillKeys = {
  all: ["roster-fill"] as const,
  run: (scheduleId: number, runId: string) => [...fillKeys.all, scheduleId, runId] as const,
};

export interface RunRef {
  scheduleId: number;
  runId: string;
}

export function startFill(variables: { scheduleId: number; request: FillRequest }): Promise<FillRun> {
  return api.post(API.fillSchedule(variables.scheduleId), toWire(fillRequest, variables.request), runSchema);
}

export function getFill({ scheduleId, runId }: RunRef, signal?: AbortSignal): Promise<FillRun> {
  return api.get(API.fillRun(scheduleId, runId), runSchema, signal);
}

export function stopFill({ scheduleId, runId }: RunRef): Promise<FillRun> {
  return api.post(API.fillRunAction(scheduleId, runId, "cancel"), {}, runSchema);
}

export function acceptFill(
  variables: RunRef & { assigneeIds?: readonly number[] },
): Promise<FillAcceptResult> {
  const body = variables.assigneeIds
    ? toWire(fillAcceptRequest, { assigneeIds: [...variables.assigneeIds] })
    : {};
  return api.post(API.fillRunAction(variables.scheduleId, variables.runId, "accept"), body, acceptSchema);
}

export function discardFill({ scheduleId, runId }: RunRef): Promise<undefined> {
  return api.post(API.fillRunAction(scheduleId, runId, "discard"), {}, z.undefined());
}

/**
 * A run as the server has it. Progress arrives on the live channel (see `applyFillUpdate`); the
 * query refetches only when told so (the run's end), never on a timer.
 */
export const fillRunQuery = (ref: RunRef) =>
  queryOptions({
    queryKey: fillKeys.run(ref.scheduleId, ref.runId),
    queryFn: ({ signal }) => getFill(ref, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useFillRun(ref: RunRef | null) {
  return useQuery({
    ...fillRunQuery(ref ?? { scheduleId: 0, runId: "" }),
    enabled: ref !== null,
  });
}

/** Each call's answer becomes the cached run, so the screen shows it at once. */
export function useStartFill(options: MutationOptionsOf<typeof startFill> = {}) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    startFill,
    { onSuccess: (run) => queryClient.setQueryData(fillKeys.run(run.scheduleId, run.id), run) },
    options.mutationConfig,
  );
}

export function useStopFill(options: MutationOptionsOf<typeof stopFill> = {}) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    stopFill,
    { onSuccess: (run) => queryClient.setQueryData(fillKeys.run(run.scheduleId, run.id), run) },
    options.mutationConfig,
  );
}

/** Accepting refreshes the run (who is accepted now); the new shifts reach the grid live. */
export function useAcceptFill(options: MutationOptionsOf<typeof acceptFill> = {}) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    acceptFill,
    {
      onSuccess: (_result, ref) =>
        queryClient.invalidateQueries({ queryKey: fillKeys.run(ref.scheduleId, ref.runId) }),
    },
    options.mutationConfig,
  );
}

export function useDiscardFill(options: MutationOptionsOf<typeof discardFill> = {}) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    discardFill,
    {
      onSuccess: (_none, ref) =>
        queryClient.removeQueries({ queryKey: fillKeys.run(ref.scheduleId, ref.runId) }),
    },
    options.mutationConfig,
  );
}
