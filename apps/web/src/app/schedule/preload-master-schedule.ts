/**
 * The master schedule's first requests, started when its route matches: the screen's chunk, the
 * schedule of the period and the period's shifts and events load in parallel instead of one after
 * the other (no waterfall). Picks the department, date and window as the screen does; a different
 * pick only costs spare requests.
 */
import type { Hospital } from "@rosterly/contract";
import { isLocalDate } from "@rosterly/domain/time";
import { hospitalTimeZone } from "../../features/hospital/lib/settings";
import { defaultScheduleDate } from "../../features/schedule/hooks/use-schedule-date";
import { prefetchPeriod } from "../../features/schedule/hooks/use-prefetch-period";
import type { ScreenPreload } from "../routes/route-table";
import { masterScheduleDepartments } from "./master-schedule-department";
import { todayIn } from "./today";

/** The zone the screen's formatter uses: the organisation's, else the browser's. */
const timeZoneOf = (hospital: Hospital) =>
  hospitalTimeZone(hospital) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

export const preloadMasterSchedule: ScreenPreload = ({
  queryClient,
  session,
  activeDepartmentId,
  search,
}) => {
  const { hospital, actor } = session;
  const { department } = masterScheduleDepartments(hospital, actor, activeDepartmentId);
  if (!department) return;
  const requested = new URLSearchParams(search).get("date");
  const date =
    requested !== null && isLocalDate(requested)
      ? requested
      : defaultScheduleDate(hospital, department, todayIn(timeZoneOf(hospital)));
  prefetchPeriod(queryClient, hospital, department.id, date);
};
