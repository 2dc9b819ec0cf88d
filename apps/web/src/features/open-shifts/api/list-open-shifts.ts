/**
 * `GET /api/open-shifts/` (H-007): one server page of pending or past open shifts, sorted and
 * filtered by the server. Management sees those within reach; staff those offered to them.
 */
import { openShift, page, wire } from "@rosterly/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { withQuery } from "../../../lib/scheduling/paths";
import { type OpenShiftListParams, openShiftKeys } from "./keys";
import { OPEN_SHIFTS_API } from "./paths";

const pageSchema = wire(page(openShift));

export function openShiftListQuery(
  params: Omit<OpenShiftListParams, "page" | "pageSize" | "orderBy">,
): Record<string, string | undefined> {
  return {
    state: params.state,
    dept_id:
      params.departmentIds && params.departmentIds.length > 0 ? params.departmentIds.join(",") : undefined,
    on: params.on,
    fcfs: params.fcfs === undefined ? undefined : String(params.fcfs),
    mine: params.mine === undefined ? undefined : String(params.mine),
  };
}

export function openShiftsPath(params: OpenShiftListParams): string {
  return withQuery(OPEN_SHIFTS_API.list, {
    ...openShiftListQuery(params),
    order_by: params.orderBy,
    page: params.page,
    page_size: params.pageSize,
  });
}

export function openShiftsQueryOptions(params: OpenShiftListParams) {
  return queryOptions({
    queryKey: openShiftKeys.list(params),
    queryFn: ({ signal }) => api.get(openShiftsPath(params), pageSchema, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOpenShifts(params: OpenShiftListParams) {
  return useQuery(openShiftsQueryOptions(params));
}
