/** `GET /api/open-shifts/{id}/preview/`: what taking the shift would bring the nurse, before they bid. */
import { assignmentWarning, wire } from "@rosterly/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api/client";
import { openShiftKeys } from "./keys";
import { OPEN_SHIFTS_API } from "./paths";

const previewSchema = z.array(wire(assignmentWarning));

export function bidPreviewQueryOptions(openShiftId: number) {
  return queryOptions({
    queryKey: openShiftKeys.preview(openShiftId),
    queryFn: ({ signal }) => api.get(OPEN_SHIFTS_API.action(openShiftId, "preview"), previewSchema, signal),
  });
}

export function useBidPreview(openShiftId: number, enabled: boolean) {
  return useQuery({ ...bidPreviewQueryOptions(openShiftId), enabled });
}
