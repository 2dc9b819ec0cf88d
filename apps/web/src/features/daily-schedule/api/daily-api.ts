/** Daily schedules and census (P-043, P-044): reads, and the writes that refresh them. */
import {
  API,
  type CensusRow,
  type CensusRowCreate,
  type CensusRowPatch,
  censusBulkPatchBody,
  censusCreateBody,
  censusRow,
  type DailySchedule,
  type DailyScheduleCreate,
  dailySchedule,
  dailyScheduleCreate,
  dailySchedulePatch,
  toWire,
  wire,
} from "@rosterly/contract";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api/client";
import { useChainedMutation } from "../../../lib/api/mutation";
import { withQuery } from "../../../lib/scheduling/paths";

const oneSchema = wire(dailySchedule);
const listSchema = z.array(oneSchema);
const rowsSchema = z.array(wire(censusRow));

export const dailyKeys = {
  all: ["daily-schedules"] as const,
  window: (departmentId: number, date: string) => ["daily-schedules", departmentId, date] as const,
};

/** The department's daily schedules (every type) of the week of `date` and a week either side. */
export function dailyWindowQueryOptions(departmentId: number, date: string) {
  return queryOptions({
    queryKey: dailyKeys.window(departmentId, date),
    queryFn: ({ signal }) =>
      api.get(withQuery(API.dailySchedules, { dept_id: departmentId, for_date: date }), listSchema, signal),
  });
}

export function useDailyWindow(departmentId: number | null, date: string) {
  return useQuery({ ...dailyWindowQueryOptions(departmentId ?? 0, date), enabled: departmentId !== null });
}

function useRefreshing<TData, TVariables>(fn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useChainedMutation(fn, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dailyKeys.all }),
  });
}

export const useCreateDailySchedule = () =>
  useRefreshing(
    (input: DailyScheduleCreate): Promise<DailySchedule> =>
      api.post(API.dailySchedules, toWire(dailyScheduleCreate, input), oneSchema),
  );

export const useUpdateMemos = () =>
  useRefreshing(
    (change: { id: number; memos: string }): Promise<DailySchedule> =>
      api.patch(API.dailySchedule(change.id), toWire(dailySchedulePatch, { memos: change.memos }), oneSchema),
  );

export const useShareDailySchedule = () =>
  useRefreshing((id: number): Promise<DailySchedule> => api.post(API.shareDailySchedule(id), {}, oneSchema));

export const useFinalizeDailySchedule = () =>
  useRefreshing(
    (id: number): Promise<DailySchedule> => api.post(API.finalizeDailySchedule(id), {}, oneSchema),
  );

export const useAddCensusRows = () =>
  useRefreshing(
    (rows: CensusRowCreate[]): Promise<CensusRow[]> =>
      api.post(API.census, toWire(censusCreateBody, rows), rowsSchema),
  );

export const useUpdateCensusRows = () =>
  useRefreshing(
    (rows: CensusRowPatch[]): Promise<CensusRow[]> =>
      api.patch(API.censusBulkUpdate, toWire(censusBulkPatchBody, rows), rowsSchema),
  );
