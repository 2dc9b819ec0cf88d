/** `GET /api/open-shifts/count/` (H-008): how many a list holds and the bids on pending ones, for rail badges. */
import { wire } from "@rosterly/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api/client";
import { withQuery } from "../../../lib/scheduling/paths";
import { type OpenShiftListParams, openShiftKeys } from "./keys";
import { openShiftListQuery } from "./list-open-shifts";
import { OPEN_SHIFTS_API } from "./paths";

const countSchema = wire(z.object({ count: z.number().int(), bids: z.number().int() }));

export type OpenShiftCountParams = Omit<OpenShiftListParams, "page" | "pageSize" | "orderBy">;

export function openShiftCountQueryOptions(params: OpenShiftCountParams) {
  return queryOptions({
    queryKey: openShiftKeys.count(params),
    queryFn: ({ signal }) =>
      api.get(withQuery(OPEN_SHIFTS_API.count, openShiftListQuery(params)), countSchema, signal),
  });
}

export function useOpenShiftCount(params: OpenShiftCountParams, enabled = true) {
  return useQuery({ ...openShiftCountQueryOptions(params), enabled });
}
