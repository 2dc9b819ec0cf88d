/**
 * Query keys of the requests, shared by the list, the rail badge and the review panels. A live
 * `approval` update (or any review action) invalidates `all`: lists, counts and open panels.
 */
import type { RequestContentType } from "@rosterly/contract";
import type { RequestListParams } from "../lib/list-options";

export interface RequestRef {
  contentType: RequestContentType;
  id: number;
}

export const requestKeys = {
  all: ["requests"] as const,
  lists: () => ["requests", "list"] as const,
  list: (params: RequestListParams) => ["requests", "list", params] as const,
  count: (query: Readonly<Record<string, string | undefined>>) => ["requests", "count", query] as const,
  one: (ref: RequestRef) => ["requests", "one", ref.contentType, ref.id] as const,
  overlapping: (assigneeId: number, start: string, end: string) =>
    ["requests", "overlapping", assigneeId, start, end] as const,
  eventSchedule: (eventId: number) => ["requests", "event-schedule", eventId] as const,
};
