/**
 * Sending a request (Y-028): a swap, a shift request (giveaway, reschedule, split) or time off.
 * Each answer refreshes the caller's requests; the review side hears of it through the server.
 */
import {
  API,
  type EventRequestCreateBody,
  eventRequestCreateBody,
  type ShiftRequestCreateBody,
  type SwapCreateBody,
  shiftRequestCreateBody,
  swapCreateBody,
  toWire,
} from "@rosterly/contract";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api/client";
import { type MutationOptionsOf, useChainedMutation } from "../../../lib/api/mutation";
import { myRequestKeys } from "./keys";

/** The new request: only its id is read (the list is refetched to show it). */
const created = z.looseObject({ id: z.number().int() });
export type SentRequest = z.infer<typeof created>;

export function sendSwap(body: SwapCreateBody): Promise<SentRequest> {
  return api.post(API.swaps, toWire(swapCreateBody, body), created);
}

export function sendShiftRequest(body: ShiftRequestCreateBody): Promise<SentRequest> {
  return api.post(API.shiftRequests, toWire(shiftRequestCreateBody, body), created);
}

export function sendTimeOff(body: EventRequestCreateBody): Promise<SentRequest> {
  return api.post(API.eventRequests, toWire(eventRequestCreateBody, body), created);
}

function refresh(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: myRequestKeys.all });
}

function sendHook<Fn extends (variables: never) => Promise<unknown>>(call: Fn) {
  return ({ mutationConfig }: MutationOptionsOf<Fn> = {}) => {
    const queryClient = useQueryClient();
    return useChainedMutation(
      call as (variables: Parameters<Fn>[0]) => Promise<Awaited<ReturnType<Fn>>>,
      { onSuccess: () => refresh(queryClient) },
      mutationConfig,
    );
  };
}

export const useSendSwap = sendHook(sendSwap);
export const useSendShiftRequest = sendHook(sendShiftRequest);
export const useSendTimeOff = sendHook(sendTimeOff);
