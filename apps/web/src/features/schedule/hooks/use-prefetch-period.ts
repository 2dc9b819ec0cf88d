import type { Hospital } from "@rosterly/contract";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import {
  departmentEventsQueryOptions,
  departmentShiftsQueryOptions,
} from "../../../lib/scheduling/list-queries";
import { adoptScheduleHolding, scheduleForQueryOptions } from "../../../lib/scheduling/schedule-queries";
import { departmentStaff } from "../lib/staff-rows";
import { expectedWindow } from "./use-schedule-window";

/**
 * Starts loading a department's period holding `date` with the very queries the screen asks once it
 * shows that period (`useScheduleWindow`, `useDepartmentShifts`, `useDepartmentEvents`). Nothing is
 * asked twice: the screen's queries take what is loading or loaded, and a schedule cached for
 * another date of the period serves this one.
 */
export function prefetchPeriod(
  queryClient: QueryClient,
  hospital: Hospital,
  departmentId: number,
  date: string,
): void {
  const { start, end } = expectedWindow(hospital, date);
  const staffIds = departmentStaff(hospital, departmentId).map((employee) => employee.userId);
  adoptScheduleHolding(queryClient, departmentId, date);
  void queryClient.prefetchQuery(scheduleForQueryOptions(departmentId, date));
  void queryClient.prefetchQuery(departmentShiftsQueryOptions(departmentId, start, end, staffIds));
  void queryClient.prefetchQuery(departmentEventsQueryOptions(departmentId, start, end));
}

/**
 * `prefetchPeriod` for the screen: a period picked in the schedule selector starts loading at once,
 * so it is usually in by the time Apply is pressed.
 */
export function usePrefetchPeriod(hospital: Hospital): (departmentId: number, date: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (departmentId: number, date: string) => prefetchPeriod(queryClient, hospital, departmentId, date),
    [queryClient, hospital],
  );
}
