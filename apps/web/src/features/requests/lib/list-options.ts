/**
 * The request list's tabs and filters (K-005, K-006) and the query each combination sends. History
 * lists decided requests, newest change first; every other tab lists by submission, newest first.
 */
import {
  AWAITING_STATES,
  REQUEST_STATES,
  type RequestState,
  type RequestType,
} from "@rosterly/domain/requests";

export const REQUEST_TABS = [
  "history",
  "giveaway",
  "reschedule",
  "split",
  "swap",
  "event",
  "pending",
] as const;
export type RequestTab = (typeof REQUEST_TABS)[number];
export const DEFAULT_TAB: RequestTab = "giveaway";

/** The server's page cap for requests. */
export const PAGE_SIZE = 100;

export const DECIDED_STATES: readonly RequestState[] = REQUEST_STATES.filter(
  (state) => !(AWAITING_STATES as readonly string[]).includes(state),
);

export interface RequestFilters {
  /** Empty: every department the user may act on. */
  departmentIds: readonly number[];
  requesterName: string;
  /** Empty: every state the tab lists. */
  states: readonly RequestState[];
  assignedToMe: boolean;
}

export const NO_FILTERS: RequestFilters = {
  departmentIds: [],
  requesterName: "",
  states: [],
  assignedToMe: false,
};

export interface RequestListParams extends RequestFilters {
  tab: RequestTab;
  page: number;
}

export const isRequestTab = (value: string | null): value is RequestTab =>
  REQUEST_TABS.some((tab) => tab === value);

/** The states a tab may be narrowed to. */
export function statesOfTab(tab: RequestTab): readonly RequestState[] {
  if (tab === "history") return DECIDED_STATES;
  if (tab === "pending") return AWAITING_STATES;
  return REQUEST_STATES;
}

const joined = (values: readonly (string | number)[]) => (values.length === 0 ? undefined : values.join(","));

/** The `/api/approvals/` query of a tab, its filters and page. */
export function listQuery(params: RequestListParams): Record<string, string | number | undefined> {
  const { tab } = params;
  const type: RequestType | undefined = tab === "history" || tab === "pending" ? undefined : tab;
  const allowed = statesOfTab(tab);
  const states = params.states.filter((state) => allowed.includes(state));
  const name = params.requesterName.trim();
  return {
    request_types: type,
    assoc_content_states: joined(states.length > 0 ? states : tab === "history" ? DECIDED_STATES : []),
    pending: tab === "pending" ? "true" : undefined,
    dept_ids: joined(params.departmentIds),
    created_by_name: name === "" ? undefined : name.slice(0, 100),
    assigned_to_me: params.assignedToMe ? "true" : undefined,
    order_by: tab === "history" ? "-modified_on" : "-created_on",
    page: params.page,
    page_size: PAGE_SIZE,
  };
}

/** `99+` above 99 (K-006); nothing at zero. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? "99+" : String(count);
}
