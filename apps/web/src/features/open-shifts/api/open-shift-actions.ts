/**
 * The open shift's actions (H-003, spec 2 §7). Every answer refreshes the open-shift cache; the live
 * channel does the same for everyone else, so the caller's own screen never waits for the echo.
 */
import {
  type AssignBody,
  assignBody,
  assignWarnings,
  type OpenShift,
  type OpenShiftInput,
  type OpenShiftPatch,
  openShift,
  openShiftInput,
  openShiftPatch,
  type Shift,
  shift,
  toWire,
  wire,
} from "@rosterly/contract";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api/client";
import { type MutationOptionsOf, useChainedMutation } from "../../../lib/api/mutation";
import { openShiftKeys } from "./keys";
import { OPEN_SHIFTS_API } from "./paths";

const openShiftSchema = wire(openShift);
const shiftSchema = wire(shift);
const assignAnswer = z.object({ open_shift: openShiftSchema, warnings: wire(assignWarnings) });

export type BidOutcome = { kind: "seat"; shift: Shift } | { kind: "bid"; openShift: OpenShift };

export function createOpenShift(input: OpenShiftInput): Promise<OpenShift> {
  return api.post(OPEN_SHIFTS_API.list, toWire(openShiftInput, input), openShiftSchema);
}

export function updateOpenShift(change: { id: number; patch: OpenShiftPatch }): Promise<OpenShift> {
  return api.patch(OPEN_SHIFTS_API.one(change.id), toWire(openShiftPatch, change.patch), openShiftSchema);
}

export function updateOpening(change: { id: number; opening: number }): Promise<OpenShift> {
  return api.patch(
    OPEN_SHIFTS_API.action(change.id, "update_opening"),
    { id: change.id, opening: change.opening },
    openShiftSchema,
  );
}

export async function assignOpenShift(change: { id: number } & AssignBody) {
  const { id, ...body } = change;
  const answer = await api.post(OPEN_SHIFTS_API.action(id, "assign"), toWire(assignBody, body), assignAnswer);
  return { openShift: answer.open_shift, warnings: answer.warnings };
}

export function closeOpenShift(id: number): Promise<OpenShift> {
  return api.post(OPEN_SHIFTS_API.action(id, "close"), {}, openShiftSchema);
}

export function nudgeOpenShift(id: number): Promise<OpenShift> {
  return api.post(OPEN_SHIFTS_API.action(id, "nudge"), {}, openShiftSchema);
}

export function deleteOpenShift(id: number): Promise<null> {
  return api.delete(OPEN_SHIFTS_API.one(id), z.null());
}

export function cancelBid(id: number): Promise<OpenShift> {
  return api.post(OPEN_SHIFTS_API.action(id, "cancel_bid"), {}, openShiftSchema);
}

/** An FCFS open shift answers the shift just won; any other the open shift with the bid recorded. */
export async function bidOnOpenShift(id: number): Promise<BidOutcome> {
  const answer = await api.post(
    OPEN_SHIFTS_API.action(id, "bid"),
    {},
    z.union([openShiftSchema, shiftSchema]),
  );
  return "biddingEndsOn" in answer ? { kind: "bid", openShift: answer } : { kind: "seat", shift: answer };
}

function refresh(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: openShiftKeys.all });
}

/** One hook per action, each refreshing what the open-shift screens show. */
function actionHook<Fn extends (variables: never) => Promise<unknown>>(call: Fn) {
  return ({ mutationConfig }: MutationOptionsOf<Fn> = {}) => {
    const queryClient = useQueryClient();
    return useChainedMutation(
      call as (variables: Parameters<Fn>[0]) => Promise<Awaited<ReturnType<Fn>>>,
      { onSettled: () => refresh(queryClient) },
      mutationConfig,
    );
  };
}

export const useCreateOpenShift = actionHook(createOpenShift);
export const useUpdateOpenShift = actionHook(updateOpenShift);
export const useUpdateOpening = actionHook(updateOpening);
export const useAssignOpenShift = actionHook(assignOpenShift);
export const useCloseOpenShift = actionHook(closeOpenShift);
export const useNudgeOpenShift = actionHook(nudgeOpenShift);
export const useDeleteOpenShift = actionHook(deleteOpenShift);
export const useCancelBid = actionHook(cancelBid);
export const useBidOnOpenShift = actionHook(bidOnOpenShift);
