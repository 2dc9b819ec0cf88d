import {
  errorBody,
  markReadBody,
  notificationReceipt,
  notificationRecipient,
  page,
  receiptListQuery,
  recipientListQuery,
  wire,
  wireShape,
} from "@rosterly/contract";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { paginate } from "../../http/pagination";
import { sessionOf } from "../../http/session";
import type { App } from "../../http/types";
import { openShiftRecipients } from "../../services/notifications/recipients";
import { listReceipts, markRead } from "../../services/notifications/receipts";

const tags = ["notifications"];
const failures = { 400: errorBody, 403: errorBody, 404: errorBody };
const pageOf = (query: { page: number; page_size: number }) => ({
  limit: query.page_size,
  offset: (query.page - 1) * query.page_size,
});

export function notificationRoutes(app: App, deps: AppDeps): void {
  app.get(
    "/api/notification-receipts/",
    {
      schema: {
        tags,
        summary: "The caller's notifications, newest first, with the number unread (O-005)",
        querystring: receiptListQuery,
        response: {
          200: page(wireShape(notificationReceipt)).extend({ unread: z.number().int() }),
          ...failures,
        },
      },
    },
    async (request) => {
      const { count, unread, results } = await listReceipts(deps, sessionOf(request), pageOf(request.query));
      const paged = paginate(
        request,
        { page: request.query.page, pageSize: request.query.page_size },
        count,
        results,
      );
      return { ...paged, unread };
    },
  );

  app.patch(
    "/api/notification-receipts/mark_as_read/",
    {
      schema: {
        tags,
        summary: "Mark the caller's notifications read (O-006); answers the ids changed",
        body: wire(markReadBody),
        response: { 200: z.object({ ids: z.array(z.number().int()) }), ...failures },
      },
    },
    async (request) => ({ ids: await markRead(deps.db, sessionOf(request), request.body) }),
  );

  app.get(
    "/api/notification-receipts/recipients/",
    {
      schema: {
        tags,
        summary: "Who was told of an open shift, and when each received and read it (H-006)",
        querystring: recipientListQuery,
        response: { 200: page(wireShape(notificationRecipient)), ...failures },
      },
    },
    async (request) => {
      const { count, results } = await openShiftRecipients(
        deps.db,
        sessionOf(request),
        request.query.source_id,
        pageOf(request.query),
      );
      return paginate(
        request,
        { page: request.query.page, pageSize: request.query.page_size },
        count,
        results,
      );
    },
  );
}
