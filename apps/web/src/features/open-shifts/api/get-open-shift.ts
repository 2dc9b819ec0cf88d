/** `GET /api/open-shifts/{id}/`: one open shift with its participants (H-005). */
import { openShift, wire } from "@rosterly/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { openShiftKeys } from "./keys";
import { OPEN_SHIFTS_API } from "./paths";

const openShiftSchema = wire(openShift);

export function openShiftQueryOptions(id: number) {
  return queryOptions({
    queryKey: openShiftKeys.one(id),
    queryFn: ({ signal }) => api.get(OPEN_SHIFTS_API.one(id), openShiftSchema, signal),
  });
}

export function useOpenShift(id: number | null) {
  return useQuery({ ...openShiftQueryOptions(id ?? 0), enabled: id !== null });
}
