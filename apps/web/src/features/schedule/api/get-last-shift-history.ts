/**
 * `GET /api/shifts/last/history/` (N-006): one person's canceled, float or overtime shifts before a
 * day, newest first, a page at a time ("Show earlier" asks for the next page by its cursor).
 */
import { API, lastShiftHistoryPage, wire } from "@rosterly/contract";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { withQuery } from "../../../lib/scheduling/paths";
import type { LastShiftKind } from "./get-last-shifts";

export const LAST_SHIFT_HISTORY_PAGE = 20;
/** The first page has no cursor. */
const FIRST_PAGE: string | null = null;
const pageSchema = wire(lastShiftHistoryPage);

export function getLastShiftHistory(
  query: { userId: number; kind: LastShiftKind; before: string; cursor: string | null },
  signal?: AbortSignal,
) {
  return api.get(
    withQuery(API.lastShiftHistory, {
      assignee_id: query.userId,
      type: query.kind,
      before: query.before,
      cursor: query.cursor ?? undefined,
      limit: LAST_SHIFT_HISTORY_PAGE,
    }),
    pageSchema,
    signal,
  );
}

/** Under the scheduling keys, so a live shift change marks it stale with the rest of the schedule. */
export function useLastShiftHistory(userId: number, kind: LastShiftKind, before: string) {
  return useInfiniteQuery({
    queryKey: ["scheduling", "last-shift-history", userId, kind, before],
    queryFn: ({ pageParam, signal }) =>
      getLastShiftHistory({ userId, kind, before, cursor: pageParam }, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.results),
  });
}
