/**
 * Notification receipts as the server presents them, and a fake server end for the receipts list
 * and mark-as-read: pages newest first as stored, the unread count of what is stored, and reads
 * that stick, so that a screen's refetch shows what the server would answer.
 */
import { type NotificationReceipt, notificationReceipt, toWire } from "@rosterly/contract";
import { z } from "zod";
import type { FakeServer } from "./fake-server";

const readsSchema = z.array(z.object({ id: z.number(), last_read_on: z.string() }));

let nextId = 1;

export function buildReceipt(
  change: { id?: number; read?: boolean } & Partial<NotificationReceipt["notification"]> = {},
): NotificationReceipt {
  const { id = nextId++, read = false, ...notification } = change;
  return {
    id,
    deliveredOn: "2026-11-20T10:00:00.000Z",
    lastReadOn: read ? "2026-11-20T10:05:00.000Z" : null,
    recipientId: 11,
    notification: {
      id: 1000 + id,
      createdOn: "2026-11-20T09:00:00.000Z",
      isSystem: false,
      level: "info",
      messageKey: "notifications.open_shift_new",
      messageParams: { date: "2026-12-21" },
      originData: {
        originatorInfo: { id: 31, fullName: "Sam Scheduler", avatarBgColor: "#3d5a80" },
        contentType: "open shift",
        associatedContentType: "open shift",
        associatedObjectId: 77,
      },
      ...notification,
    },
  };
}

export const schedulePublished = (id: number, read = false) =>
  buildReceipt({
    id,
    read,
    messageKey: "notifications.schedule_published",
    messageParams: { start: "2027-01-03", end: "2027-02-13" },
    originData: {
      originatorInfo: { id: 32, fullName: "Dana Director", avatarBgColor: "#3d5a80" },
      contentType: "schedule",
      associatedContentType: "schedule",
      associatedObjectId: 5,
    },
  });

export interface ReceiptStore {
  receipts: NotificationReceipt[];
  /** Puts a new receipt first, as the server does when someone is notified. */
  add(receipt: NotificationReceipt): void;
}

/** Serves `receipts` (newest first) on the fake server and records reads into them. */
export function serveReceipts(server: FakeServer, initial: NotificationReceipt[]): ReceiptStore {
  const store: ReceiptStore = {
    receipts: [...initial],
    add: (receipt) => store.receipts.unshift(receipt),
  };
  server.on("GET", "/api/notification-receipts/", (request) => {
    const page = Number(request.query.get("page") ?? "1");
    const size = Number(request.query.get("page_size") ?? "100");
    const results = store.receipts.slice((page - 1) * size, page * size);
    const more = page * size < store.receipts.length;
    return {
      body: {
        count: store.receipts.length,
        next: more ? `http://localhost/api/notification-receipts/?page=${page + 1}&page_size=${size}` : null,
        previous: null,
        results: results.map((receipt) => toWire(notificationReceipt, receipt)),
        unread: store.receipts.filter((receipt) => receipt.lastReadOn === null).length,
      },
    };
  });
  server.on("PATCH", "/api/notification-receipts/mark_as_read/", (request) => {
    const reads = readsSchema.parse(request.body);
    const ids: number[] = [];
    for (const read of reads) {
      const receipt = store.receipts.find((candidate) => candidate.id === read.id);
      if (receipt && receipt.lastReadOn === null) {
        receipt.lastReadOn = read.last_read_on;
        ids.push(receipt.id);
      }
    }
    return { body: { ids } };
  });
  return store;
}
