/**
 * `GET /api/notification-receipts/` (O-005): the caller's receipts, newest first, page by page,
 * with the number still unread. The bell, the page and the badges share one infinite query.
 */
import { notificationReceipt, page, wire } from "@rosterly/contract";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api/client";
import { useScreenSettled } from "../../../lib/screen-settled";
import { withQuery } from "../../../lib/scheduling/paths";
import { notificationKeys, RECEIPTS_PAGE_SIZE } from "./keys";
import { NOTIFICATIONS_API } from "./paths";

export const receiptPageSchema = wire(page(notificationReceipt).extend({ unread: z.number().int() }));
export type ReceiptPage = z.output<typeof receiptPageSchema>;

export function receiptsPath(pageNumber: number, pageSize = RECEIPTS_PAGE_SIZE): string {
  return withQuery(NOTIFICATIONS_API.receipts, { client_type: "web", page: pageNumber, page_size: pageSize });
}

export function getReceipts(pageNumber: number, pageSize = RECEIPTS_PAGE_SIZE, signal?: AbortSignal) {
  return api.get(receiptsPath(pageNumber, pageSize), receiptPageSchema, signal);
}

export function receiptsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.receipts(),
    queryFn: ({ pageParam, signal }) => getReceipts(pageParam, RECEIPTS_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ReceiptPage, _all, lastPageParam: number) =>
      last.next === null ? undefined : lastPageParam + 1,
  });
}

/** Every receipt loaded so far, newest first. */
export function useReceipts() {
  return useInfiniteQuery({
    ...receiptsQueryOptions(),
    select: (data) => ({
      receipts: data.pages.flatMap((current) => current.results),
      unread: data.pages[0]?.unread ?? 0,
    }),
  });
}

/** How many of the caller's notifications are unread (the bell's and the rail's badge). */
export function useUnreadCount(): number {
  const { data } = useInfiniteQuery({
    ...receiptsQueryOptions(),
    enabled: useScreenSettled(),
    select: (loaded) => loaded.pages[0]?.unread ?? 0,
  });
  return data ?? 0;
}
