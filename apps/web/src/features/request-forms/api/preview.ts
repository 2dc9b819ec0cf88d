/**
 * What the validators would say about the schedule once a request is approved (K-029), before it
 * is sent: the validate endpoints take the body a send would and answer the findings. The
 * requester's comments do not change them, so the preview is keyed without them.
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
  validatorResults,
} from "@rosterly/contract";
import { queryOptions, skipToken, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { myRequestKeys } from "./keys";

export type PreviewBody =
  | { kind: "swap"; body: SwapCreateBody }
  | { kind: "shift"; body: ShiftRequestCreateBody }
  | { kind: "event"; body: EventRequestCreateBody };

function withoutComments(preview: PreviewBody): PreviewBody {
  const { comments: _, ...body } = preview.body;
  return { ...preview, body } as PreviewBody;
}

function validate(preview: PreviewBody) {
  switch (preview.kind) {
    case "swap":
      return api.post(API.swapsValidate, toWire(swapCreateBody, preview.body), validatorResults);
    case "shift":
      return api.post(
        API.shiftRequestsValidate,
        toWire(shiftRequestCreateBody, preview.body),
        validatorResults,
      );
    case "event":
      return api.post(
        API.eventRequestValidate,
        toWire(eventRequestCreateBody, preview.body),
        validatorResults,
      );
  }
}

/** The findings for a complete body; nothing is asked while the form is incomplete (`null`). */
export function previewQueryOptions(preview: PreviewBody | null) {
  const keyed = preview === null ? null : withoutComments(preview);
  return queryOptions({
    queryKey:
      keyed === null ? myRequestKeys.preview("event", null) : myRequestKeys.preview(keyed.kind, keyed.body),
    queryFn: keyed === null ? skipToken : () => validate(keyed),
    staleTime: 30_000,
    retry: false,
  });
}

export const useRequestPreview = (preview: PreviewBody | null) => useQuery(previewQueryOptions(preview));
