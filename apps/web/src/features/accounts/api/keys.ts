/**
 * Query keys of the accounts screens. Live `user` and `profile` updates invalidate `all`, which
 * refreshes every list, the pending counts and any open dialog's account.
 */
export interface UsersListParams {
  tab: UsersTab;
  search: string;
  pendingOnly: boolean;
  page: number;
  pageSize: number;
  sort: { key: string; direction: "asc" | "desc" };
}

/** The users screens' tabs (D-022); the pending counts are keyed the same way. */
export const USERS_TABS = ["staff", "operations", "management", "admin"] as const;
export type UsersTab = (typeof USERS_TABS)[number];

export const accountsKeys = {
  all: ["accounts"] as const,
  lists: () => ["accounts", "users"] as const,
  list: (params: UsersListParams) => ["accounts", "users", params] as const,
  pendingCounts: () => ["accounts", "pending-counts"] as const,
  account: (userId: number) => ["accounts", "account", userId] as const,
  canUpdate: (userId: number) => ["accounts", "can-update", userId] as const,
  permissions: (id: number) => ["accounts", "permissions", id] as const,
  find: (query: string) => ["accounts", "find", query] as const,
};
