/**
 * The master schedule's first request, started when its route matches: the screen's chunk and the
 * schedule of the period load in parallel instead of one after the other (issue 17: no waterfall).
 * Picks the department and date as the screen does; a different pick only costs one spare request.
 */
import type { Hospital } from "@rosterly/contract";
import { canAccessDepartment } from "@rosterly/domain/permissions";
import { isLocalDate } from "@rosterly/domain/time";
import { hospitalTimeZone } from "../../features/hospital/lib/settings";
import { defaultScheduleDate } from "../../features/schedule/hooks/use-schedule-date";
import { scheduleForQueryOptions } from "../../lib/scheduling/schedule-queries";
import type { ScreenPreload } from "../routes/route-table";
import { todayIn } from "./today";

/** The zone the screen's formatter uses: the organisation's, else the browser's. */
const timeZoneOf = (hospital: Hospital) =>
  hospitalTimeZone(hospital) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

export const preloadMasterSchedule: ScreenPreload = ({ queryClient, session, search }) => {
  const { hospital, actor, activeDepartmentId } = session;
  const department =
    hospital.departments.find((d) => d.id === activeDepartmentId) ??
    hospital.departments.find(
      (d) => !d.obsolete && d.partakeInScheduling && canAccessDepartment(actor, d.id),
    );
  if (!department) return;
  const requested = new URLSearchParams(search).get("date");
  const date =
    requested !== null && isLocalDate(requested)
      ? requested
      : defaultScheduleDate(hospital, department, todayIn(timeZoneOf(hospital)));
  void queryClient.prefetchQuery(scheduleForQueryOptions(department.id, date));
};
