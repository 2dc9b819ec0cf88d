/**
 * `PATCH /api/notification-receipts/mark_as_read/` (O-006): marks receipts read, each with the time
 * it was read, at most 100 per request. "Mark all read" first finds every unread receipt, also
 * those on pages not loaded yet, so the count really ends at zero.
 */
import { markReadBody, toWire, wire } from "@rosterly/contract";
import { type InfiniteData, type QueryClient, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api/client";
import { type MutationOptionsOf, useChainedMutation } from "../../../lib/api/mutation";
import { MARK_READ_BATCH, notificationKeys } from "./keys";
import { getReceipts, type ReceiptPage } from "./list-receipts";
import { NOTIFICATIONS_API } from "./paths";

const answerSchema = wire(z.object({ ids: z.array(z.number().int()) }));

export interface MarkReadResult {
  ids: number[];
  /** When the receipts were read, as sent. */
  readOn: string;
}

/** Marks the given receipts read now; answers the ids the server changed. */
export async function markAsRead(receiptIds: readonly number[], now = new Date()): Promise<MarkReadResult> {
  const readOn = now.toISOString();
  const ids: number[] = [];
  for (let start = 0; start < receiptIds.length; start += MARK_READ_BATCH) {
    const reads = receiptIds.slice(start, start + MARK_READ_BATCH).map((id) => ({ id, lastReadOn: readOn }));
    const answer = await api.patch(NOTIFICATIONS_API.markAsRead, toWire(markReadBody, reads), answerSchema);
    ids.push(...answer.ids);
  }
  return { ids, readOn };
}

/** The ids of every unread receipt: pages of 100 are read until as many as the server counts are found. */
export async function unreadReceiptIds(): Promise<number[]> {
  const ids: number[] = [];
  let unread = Number.POSITIVE_INFINITY;
  for (let pageNumber = 1; ids.length < unread; pageNumber += 1) {
    const current = await getReceipts(pageNumber, MARK_READ_BATCH);
    unread = Math.min(unread, current.unread);
    ids.push(
      ...current.results.filter((receipt) => receipt.lastReadOn === null).map((receipt) => receipt.id),
    );
    if (current.next === null || current.results.length === 0) break;
  }
  return ids;
}

export async function markAllAsRead(): Promise<MarkReadResult> {
  return markAsRead(await unreadReceiptIds());
}

/** Shows the reads at once in every loaded page, then asks the server for the lists again. */
async function applyReads(queryClient: QueryClient, { ids, readOn }: MarkReadResult): Promise<void> {
  const read = new Set(ids);
  queryClient.setQueryData<InfiniteData<ReceiptPage, number>>(notificationKeys.receipts(), (data) => {
    if (data === undefined) return data;
    const newlyRead = data.pages
      .flatMap((current) => current.results)
      .filter((receipt) => read.has(receipt.id) && receipt.lastReadOn === null).length;
    return {
      ...data,
      pages: data.pages.map((current) => ({
        ...current,
        unread: Math.max(0, current.unread - newlyRead),
        results: current.results.map((receipt) =>
          read.has(receipt.id) && receipt.lastReadOn === null ? { ...receipt, lastReadOn: readOn } : receipt,
        ),
      })),
    };
  });
  await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

export function useMarkAsRead({ mutationConfig }: MutationOptionsOf<typeof markAsRead> = {}) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    (receiptIds: readonly number[]) => markAsRead(receiptIds),
    { onSuccess: (result) => applyReads(queryClient, result) },
    mutationConfig,
  );
}

export function useMarkAllAsRead({ mutationConfig }: MutationOptionsOf<typeof markAllAsRead> = {}) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    () => markAllAsRead(),
    { onSuccess: (result) => applyReads(queryClient, result) },
    mutationConfig,
  );
}
