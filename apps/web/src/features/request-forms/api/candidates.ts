/**
 * Who a request could name (Y-028): the partners' shifts a swap could exchange the caller's shift
 * for, and the colleagues who could take it; each with what the validators would find.
 */
import { API, giveawayCandidate, swapCandidate, wire } from "@rosterly/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api/client";
import { withQuery } from "../../../lib/scheduling/paths";
import { myRequestKeys } from "./keys";

const swapCandidates = z.array(wire(swapCandidate));
const giveawayCandidates = z.array(wire(giveawayCandidate));

export function swapCandidatesQueryOptions(shiftId: number) {
  return queryOptions({
    queryKey: myRequestKeys.swapCandidates(shiftId),
    queryFn: ({ signal }) =>
      api.get(withQuery(API.swapCandidates, { shift_id: shiftId }), swapCandidates, signal),
  });
}

export function giveawayCandidatesQueryOptions(shiftId: number) {
  return queryOptions({
    queryKey: myRequestKeys.giveawayCandidates(shiftId),
    queryFn: ({ signal }) =>
      api.get(withQuery(API.giveawayCandidates, { shift_id: shiftId }), giveawayCandidates, signal),
  });
}

export const useSwapCandidates = (shiftId: number) => useQuery(swapCandidatesQueryOptions(shiftId));
export const useGiveawayCandidates = (shiftId: number, enabled = true) =>
  useQuery({ ...giveawayCandidatesQueryOptions(shiftId), enabled });
