/**
 * H-007: the list's sort orders and filters. Pending shifts sort by the bidding deadline first,
 * history by the newest date; `bidding_ends_on` means nothing once bidding is over.
 */
export type OpenShiftTab = "pending" | "history";
export type FcfsFilter = "all" | "fcfs" | "bidding";

type SortOrder = "bidding_ends_on" | "date" | "-date" | "-created_on" | "-opening";

export const SORTS: Record<OpenShiftTab, readonly SortOrder[]> = {
  pending: ["bidding_ends_on", "date", "-date", "-created_on", "-opening"],
  history: ["-date", "date", "-created_on", "-opening"],
};

export const PAGE_SIZE = 100;

/** The `fcfs` query value: both kinds selected is no filter at all. */
export function fcfsParam(filter: FcfsFilter): boolean | undefined {
  if (filter === "all") return undefined;
  return filter === "fcfs";
}

/** The message key naming a sort order (`-` = descending). */
export const sortLabelKey = (order: string) => {
  const keys = {
    bidding_ends_on: "openShifts.sort.bidding_ends_on",
    date: "openShifts.sort.date",
    "-date": "openShifts.sort.date_desc",
    "-created_on": "openShifts.sort.created_on_desc",
    "-opening": "openShifts.sort.opening_desc",
  } as const;
  return keys[order as SortOrder] ?? keys.date;
};
