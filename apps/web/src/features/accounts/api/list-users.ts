/**
 * `GET /api/users/?classification=&state=&search=` (D-018, D-022): everyone of one users tab the
 * viewer sees, every page followed. The server filters and searches; it has no `order_by`, so
 * the screen sorts and pages the whole result itself (sorting one server page would mislead).
 */
import { API, account, wire } from "@rosterly/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { fetchAllPages } from "../../../lib/scheduling/fetch-pages";
import { accountsKeys, type UsersTab } from "./keys";

const accountSchema = wire(account);

/** The classification each tab lists (C-001). */
export const TAB_CLASSIFICATION: Readonly<Record<UsersTab, string>> = {
  staff: "staff",
  operations: "ops_management",
  management: "dept_management",
  admin: "admin",
};

export interface UsersQuery {
  tab: UsersTab;
  search: string;
  pendingOnly: boolean;
}

export function usersPath(query: UsersQuery): string {
  const params = new URLSearchParams({ classification: TAB_CLASSIFICATION[query.tab], page_size: "100" });
  if (query.search.trim() !== "") params.set("search", query.search.trim());
  if (query.pendingOnly) params.set("state", "pending");
  return `${API.users}?${params.toString()}`;
}

export function usersQueryOptions(query: UsersQuery) {
  return queryOptions({
    queryKey: accountsKeys.list(query),
    queryFn: ({ signal }) => fetchAllPages(usersPath(query), accountSchema, signal),
    // A new search keeps the previous people on screen until the answer is there.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
