/**
 * Where opening a notification leads, by what it is about and who reads it: an open shift to the
 * management's open-shift screen with it selected, or to the staff's offers; a request to the
 * staff's own requests, or the managers' request list, with it open; a schedule to the reader's
 * schedule screen at the schedule's first day.
 */
import type { NotificationSubject } from "../../lib/notifications/notification-text";
import { withQuery } from "../../lib/scheduling/paths";
import { useSession } from "../../lib/session/session-context";
import { SCREEN_ROUTES } from "../routes/screens";

/** The open-shift screens (spec 2): management's list, where `?id=` selects one, and the staff's offers. */
export const OPEN_SHIFTS_PATH = "/openshifts";
export const OFFERS_PATH = "/offers";
/** The staff's own requests (`?kind=&id=` opens one) and the managers' review list (`?type=&id=`). */
export const MY_REQUESTS_PATH = "/requests/mine";
export const REQUESTS_PATH = "/requests";

const pathOf = (id: string): string => SCREEN_ROUTES.find((screen) => screen.id === id)?.path ?? "/";

export function notificationLink(subject: NotificationSubject, staff: boolean): string | null {
  if (subject === null) return null;
  if (subject.kind === "openShift")
    return staff ? OFFERS_PATH : withQuery(OPEN_SHIFTS_PATH, { id: subject.id });
  if (subject.kind === "request")
    return staff
      ? withQuery(MY_REQUESTS_PATH, { kind: subject.contentType, id: subject.id })
      : withQuery(REQUESTS_PATH, { type: subject.contentType, id: subject.id });
  const schedule = pathOf(staff ? "staffSchedule" : "masterSchedule");
  return withQuery(schedule, { date: subject.start ?? undefined });
}

export function useNotificationLink(): (subject: NotificationSubject) => string | null {
  const { role } = useSession();
  const staff = role === "staff";
  return (subject) => notificationLink(subject, staff);
}
