/** `GET /api/open-shifts/user_bids/` (H-017): the open shifts one person took part in between two days. */
import { openShift, wire } from "@rosterly/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api/client";
import { withQuery } from "../../../lib/scheduling/paths";
import { openShiftKeys } from "./keys";
import { OPEN_SHIFTS_API } from "./paths";

const listSchema = z.array(wire(openShift));

export function userBidsQueryOptions(userId: number, startOn: string, endOn: string) {
  return queryOptions({
    queryKey: openShiftKeys.userBids(userId, startOn, endOn),
    queryFn: ({ signal }) =>
      api.get(
        withQuery(OPEN_SHIFTS_API.userBids, { user_id: userId, between: `${startOn},${endOn}` }),
        listSchema,
        signal,
      ),
  });
}

export function useUserBids(userId: number, startOn: string, endOn: string) {
  return useQuery(userBidsQueryOptions(userId, startOn, endOn));
}
