/** Open shift API paths (spec 2 §7), as the server's `routes/open-shifts` serves them; every path ends in `/`. */
export const OPEN_SHIFTS_API = {
  list: "/api/open-shifts/",
  count: "/api/open-shifts/count/",
  userBids: "/api/open-shifts/user_bids/",
  one: (id: number) => `/api/open-shifts/${id}/`,
  action: (id: number, action: OpenShiftActionPath) => `/api/open-shifts/${id}/${action}/`,
} as const;

export type OpenShiftActionPath =
  | "bid"
  | "cancel_bid"
  | "assign"
  | "close"
  | "nudge"
  | "update_opening"
  | "preview";
