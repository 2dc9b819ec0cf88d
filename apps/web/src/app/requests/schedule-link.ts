import type { ScheduleTarget } from "../../features/requests";
// The function itself from its module: the feature's index would bring its screens into the schedule's load.
import { withRequestRef } from "../../features/requests/lib/request-ref";

/** K-012: the master schedule at the request's date with its review open (`?date=&type=&id=`). */
export function scheduleLink(target: ScheduleTarget): string {
  const params = withRequestRef(new URLSearchParams({ date: target.date }), target.ref);
  return `/scheduling/schedule?${params.toString()}`;
}
