/**
 * Scheduling API paths (spec 2 §7), as the server's `routes/{schedules,shifts,events}` serve them.
 * Kept here until the contract's path table carries them; every path ends in `/`.
 */
export const SCHEDULING_API = {
  schedules: "/api/schedules/",
  schedule: (id: number) => `/api/schedules/${id}/`,
  scheduleErrors: (id: number) => `/api/schedules/${id}/errors/`,
  scheduleAction: (id: number, action: ScheduleActionPath) => `/api/schedules/${id}/${action}/`,
  shifts: "/api/shifts/",
  events: "/api/events/",
} as const;

export type ScheduleActionPath = "approve" | "reject" | "post" | "post_self_schedule" | "publish";

/** `path?key=value&...` with the keys in the order given; undefined values are left out. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text === "" ? path : `${path}?${text}`;
}
