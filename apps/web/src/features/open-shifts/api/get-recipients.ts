/** `GET /api/notification-receipts/recipients/?source_id=` (H-006): who was told of an open shift. */
import { notificationRecipient, page, wire } from "@rosterly/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { withQuery } from "../../../lib/scheduling/paths";
import { openShiftKeys } from "./keys";

const RECIPIENTS_PATH = "/api/notification-receipts/recipients/";
const pageSchema = wire(page(notificationRecipient));

export function recipientsQueryOptions(openShiftId: number) {
  return queryOptions({
    queryKey: openShiftKeys.recipients(openShiftId),
    queryFn: ({ signal }) =>
      api.get(withQuery(RECIPIENTS_PATH, { source_id: openShiftId, page_size: 200 }), pageSchema, signal),
  });
}

export function useRecipients(openShiftId: number) {
  return useQuery(recipientsQueryOptions(openShiftId));
}
