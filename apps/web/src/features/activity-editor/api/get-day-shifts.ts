/**
 * A person's shifts on one day, for the shift details panel. The query is the person's own window
 * (`schedulingKeys.myShifts(user, date, date)`), which the cache patches keep current; when the
 * schedule screen already holds the department's window, it seeds the query so nothing is fetched.
 */
import type { Shift } from "@rosterly/contract";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { schedulingKeys } from "../../../lib/scheduling/keys";
import { ownShiftsQueryOptions } from "../../../lib/scheduling/list-queries";

interface DayArgs {
  departmentId: number;
  userId: number;
  date: string;
  /** The department's own staff: only their shifts elsewhere are sure to be in its window. */
  staffIds: ReadonlySet<number>;
}

function fromDepartmentWindow(queryClient: QueryClient, args: DayArgs) {
  if (!args.staffIds.has(args.userId)) return undefined;
  const windows = queryClient.getQueriesData<Shift[]>({
    queryKey: schedulingKeys.shiftsOf(args.departmentId),
  });
  for (const [key, list] of windows) {
    const [, , , start, end] = key;
    if (typeof start !== "string" || typeof end !== "string" || list === undefined) continue;
    if (args.date < start || args.date > end) continue;
    return {
      shifts: list.filter((item) => item.assigneeId === args.userId && item.date === args.date),
      updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt,
    };
  }
  return undefined;
}

export function useDayShifts(args: DayArgs) {
  const queryClient = useQueryClient();
  const { departmentId, userId, date, staffIds } = args;
  // Only the first read of a day uses the seed; later renders (every keystroke) need not look again.
  const seed = useMemo(
    () => fromDepartmentWindow(queryClient, { departmentId, userId, date, staffIds }),
    [queryClient, departmentId, userId, date, staffIds],
  );
  return useQuery({
    ...ownShiftsQueryOptions(userId, date, date),
    initialData: seed?.shifts,
    initialDataUpdatedAt: seed?.updatedAt,
  });
}
