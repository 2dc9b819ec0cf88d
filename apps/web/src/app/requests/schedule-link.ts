import type { ScheduleTarget } from "../../features/requests";
import { withRequestRef } from "../../features/requests";

/** K-012: the master schedule at the request's date with its review open (`?date=&type=&id=`). */
export function scheduleLink(target: ScheduleTarget): string {
  const params = withRequestRef(new URLSearchParams({ date: target.date }), target.ref);
  return `/scheduling/schedule?${params.toString()}`;
}
