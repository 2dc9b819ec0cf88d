/**
 * `GET /api/users/?classification=&state=&search=&order_by=&page=` (D-018, D-022): one page of a
 * users tab, searched, sorted and paged by the server, so a long list never loads whole.
 */
import { API, account, page, type UserOrderField, wire } from "@rosterly/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import type { Sort, SortKey } from "../lib/user-rows";
import { accountsKeys, type UsersTab } from "./keys";

const pageSchema = wire(page(account));

/** The classification each tab lists (C-001). */
export const TAB_CLASSIFICATION: Readonly<Record<UsersTab, string>> = {
  staff: "staff",
  operations: "ops_management",
  management: "dept_management",
  admin: "admin",
};

/** The server's sort field for each column of the users table. */
const ORDER_FIELD: Readonly<Record<SortKey, UserOrderField>> = {
  name: "name",
  email: "email",
  department: "department",
  jobType: "job_type",
  state: "state",
};

export interface UsersQuery {
  tab: UsersTab;
  search: string;
  pendingOnly: boolean;
  /** 0-based, as the table counts pages. */
  page: number;
  pageSize: number;
  sort: Sort;
}

export function usersPath(query: UsersQuery): string {
  const { field, direction } = { field: ORDER_FIELD[query.sort.key], direction: query.sort.direction };
  const params = new URLSearchParams({
    classification: TAB_CLASSIFICATION[query.tab],
    order_by: direction === "desc" ? `-${field}` : field,
    page: String(query.page + 1),
    page_size: String(query.pageSize),
  });
  if (query.search.trim() !== "") params.set("search", query.search.trim());
  if (query.pendingOnly) params.set("state", "pending");
  return `${API.users}?${params.toString()}`;
}

export function usersQueryOptions(query: UsersQuery) {
  return queryOptions({
    queryKey: accountsKeys.list(query),
    queryFn: ({ signal }) => api.get(usersPath(query), pageSchema, signal),
    // A new page, sort or search keeps the previous people on screen until the answer is there.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
