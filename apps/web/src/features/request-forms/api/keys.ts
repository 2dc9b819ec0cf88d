/**
 * Query keys of the staff's own requests: the list, one request's details, the colleagues and
 * shifts a request could name, and the validators' preview. Live `approval` updates invalidate
 * `all`, which refreshes the list and any open details.
 */
import type { RequestContentType } from "@rosterly/contract";

export const myRequestKeys = {
  all: ["my-requests"] as const,
  list: () => ["my-requests", "list"] as const,
  detail: (contentType: RequestContentType, id: number) =>
    ["my-requests", "detail", contentType, id] as const,
  swapCandidates: (shiftId: number) => ["my-requests", "swap-candidates", shiftId] as const,
  giveawayCandidates: (shiftId: number) => ["my-requests", "giveaway-candidates", shiftId] as const,
  preview: (kind: "swap" | "shift" | "event", body: unknown) =>
    ["my-requests", "preview", kind, body] as const,
};
