import type { Hospital } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import {
  departmentEventsQueryOptions,
  departmentShiftsQueryOptions,
} from "../../../lib/scheduling/list-queries";
import { scheduleForQueryOptions } from "../../../lib/scheduling/schedule-queries";
import { departmentStaff } from "../lib/staff-rows";
import { expectedWindow } from "./use-schedule-window";

/**
 * Starts loading a department's period as soon as a person picks it in the schedule selector, with
 * the very queries the screen asks once it shows that period (`useScheduleWindow`,
 * `useDepartmentShifts`, `useDepartmentEvents`), so the period is usually in by the time Apply is
 * pressed. Nothing is asked twice: the screen's queries take what is loading or loaded.
 */
export function usePrefetchPeriod(hospital: Hospital): (departmentId: number, date: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (departmentId: number, date: string) => {
      const { start, end } = expectedWindow(hospital, date);
      const staffIds = departmentStaff(hospital, departmentId).map((employee) => employee.userId);
      void queryClient.prefetchQuery(scheduleForQueryOptions(departmentId, date));
      void queryClient.prefetchQuery(departmentShiftsQueryOptions(departmentId, start, end, staffIds));
      void queryClient.prefetchQuery(departmentEventsQueryOptions(departmentId, start, end));
    },
    [queryClient, hospital],
  );
}
