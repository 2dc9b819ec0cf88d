/**
 * The review actions (K-018…K-026): approve, reject, take over and ask the director, each a PATCH
 * answering the request as it now is (`reviewResult`). Every answer refreshes the lists, the badge
 * and the schedule's data; the panel's own request is replaced by the answer at once.
 */
import {
  API,
  approveEventBody,
  approveGiveawayBody,
  approveRescheduleBody,
  approveSplitBody,
  approveSwapBody,
  directorApprovalBody,
  type RequestDetail,
  type ReviewResult,
  rejectBody,
  reviewResult,
  toWire,
  wire,
} from "@rosterly/contract";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api/client";
import { type MutationHookOptions, useChainedMutation } from "../../../lib/api/mutation";
import { schedulingKeys } from "../../../lib/scheduling/keys";
import { type RequestRef, requestKeys } from "./keys";

const resultSchema = wire(reviewResult);

export type ApproveBody =
  | { kind: "giveaway"; body: z.input<typeof approveGiveawayBody> }
  | { kind: "reschedule"; body: z.input<typeof approveRescheduleBody> }
  | { kind: "split"; body: z.input<typeof approveSplitBody> }
  | { kind: "swap"; body: z.input<typeof approveSwapBody> }
  | { kind: "event"; body: z.input<typeof approveEventBody> };

export const refOf = (request: RequestDetail): RequestRef => ({
  contentType: request.contentType,
  id: request.id,
});

function approvePathAndBody(id: number, approve: ApproveBody): { path: string; body: unknown } {
  switch (approve.kind) {
    case "giveaway":
      return {
        path: API.shiftRequestAction(id, "approve_giveaway"),
        body: toWire(approveGiveawayBody, approveGiveawayBody.parse(approve.body)),
      };
    case "reschedule":
      return {
        path: API.shiftRequestAction(id, "approve_reschedule"),
        body: toWire(approveRescheduleBody, approveRescheduleBody.parse(approve.body)),
      };
    case "split":
      return {
        path: API.shiftRequestAction(id, "approve_split"),
        body: toWire(approveSplitBody, approveSplitBody.parse(approve.body)),
      };
    case "swap":
      return {
        path: API.swapAction(id, "approve"),
        body: toWire(approveSwapBody, approveSwapBody.parse(approve.body)),
      };
    case "event":
      return {
        path: API.eventAction(id, "approve"),
        body: toWire(approveEventBody, approveEventBody.parse(approve.body)),
      };
  }
}

export function approveRequest(change: { id: number; approve: ApproveBody }): Promise<ReviewResult> {
  const { path, body } = approvePathAndBody(change.id, change.approve);
  return api.patch(path, body, resultSchema);
}

function actionPath(ref: RequestRef, action: "reject" | "take_over" | "request_director_approval"): string {
  if (ref.contentType === "swap") return API.swapAction(ref.id, action);
  if (ref.contentType === "event") return API.eventAction(ref.id, action);
  if (action === "request_director_approval") throw new Error("Shift requests do not go to the director");
  return API.shiftRequestAction(ref.id, action);
}

export function rejectRequest(change: { ref: RequestRef; comments: string }): Promise<ReviewResult> {
  const body = toWire(rejectBody, rejectBody.parse({ comments: change.comments }));
  return api.patch(actionPath(change.ref, "reject"), body, resultSchema);
}

export function takeOverRequest(ref: RequestRef): Promise<ReviewResult> {
  return api.patch(actionPath(ref, "take_over"), {}, resultSchema);
}

export function requestDirectorApproval(change: {
  ref: RequestRef;
  comments?: string;
}): Promise<ReviewResult> {
  const body = toWire(directorApprovalBody, directorApprovalBody.parse({ comments: change.comments }));
  return api.patch(actionPath(change.ref, "request_director_approval"), body, resultSchema);
}

/** After any action: the panel shows the answer, lists and badge reload, the schedule shows the effect. */
function settle(queryClient: QueryClient, result: ReviewResult | undefined) {
  if (result) queryClient.setQueryData(requestKeys.one(refOf(result.request)), result.request);
  void queryClient.invalidateQueries({ queryKey: requestKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: ["requests", "count"] });
  void queryClient.invalidateQueries({ queryKey: schedulingKeys.all });
}

function actionHook<V>(call: (variables: V) => Promise<ReviewResult>) {
  return ({ mutationConfig }: MutationHookOptions<ReviewResult, V> = {}) => {
    const queryClient = useQueryClient();
    return useChainedMutation(
      call,
      {
        onSuccess: (result) => settle(queryClient, result),
        onError: () => settle(queryClient, undefined),
      },
      mutationConfig,
    );
  };
}

export const useApproveRequest = actionHook(approveRequest);
export const useRejectRequest = actionHook(rejectRequest);
export const useTakeOverRequest = actionHook(takeOverRequest);
export const useRequestDirectorApproval = actionHook(requestDirectorApproval);
