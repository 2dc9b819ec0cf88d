/**
 * Query keys of the open shifts, shared by the management screens and the staff's offers. Live
 * `open_shift` updates invalidate `all`, which refreshes every list, count and open details panel.
 */
export interface OpenShiftListParams {
  state: "pending" | "history";
  page: number;
  pageSize: number;
  orderBy?: string;
  departmentIds?: readonly number[];
  on?: string;
  fcfs?: boolean;
  mine?: boolean;
}

export const openShiftKeys = {
  all: ["open-shifts"] as const,
  lists: () => ["open-shifts", "list"] as const,
  list: (params: OpenShiftListParams) => ["open-shifts", "list", params] as const,
  count: (params: Omit<OpenShiftListParams, "page" | "pageSize" | "orderBy">) =>
    ["open-shifts", "count", params] as const,
  one: (id: number) => ["open-shifts", "one", id] as const,
  preview: (id: number) => ["open-shifts", "preview", id] as const,
  recipients: (id: number) => ["open-shifts", "recipients", id] as const,
  userBids: (userId: number, start: string, end: string) =>
    ["open-shifts", "user-bids", userId, start, end] as const,
};
