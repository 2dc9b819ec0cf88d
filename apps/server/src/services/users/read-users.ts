import type { UserOrder } from "@rosterly/contract";
import { type Classification, classificationOf, reachesAllDepartments } from "@rosterly/domain/permissions";
import { fieldError } from "../../http/field-errors";
import type { Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import { assertCanViewAccounts, visibleDepartmentIds } from "../../policies/accounts";
import type { WireAccount } from "../../presenters/account";
import { departmentExists, scopedProfiles, unplacedUserIds } from "../../repositories/account-scope";
import { usersByIds } from "../../repositories/account-users";
import { presentAccounts } from "../accounts/account-views";
import type { SessionContext } from "../session/context";
import { loadAccountTarget } from "./account-target";

export const FIND_LIMIT = 20;

/** `GET /users/{id}/`: one's own account, or one the caller may view. */
export async function getUser(db: Executor, session: SessionContext, userId: number): Promise<WireAccount> {
  const { user } = await loadAccountTarget(db, session, userId);
  if (user.id !== session.user.id) assertCanViewAccounts(session);
  const [presented] = await presentAccounts(db, session.orgId, [user]);
  if (!presented) throw Errors.notFound("errors.not_found.user");
  return presented;
}

async function accountsInOrder(db: Executor, session: SessionContext, ids: readonly number[]) {
  const users = await usersByIds(db, ids);
  const byId = new Map(users.map((user) => [user.id, user]));
  return presentAccounts(
    db,
    session.orgId,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

export interface UserListQuery {
  page: number;
  pageSize: number;
  classification?: Classification | undefined;
  state?: string | undefined;
  departmentId?: number | undefined;
  search?: string | undefined;
  order?: UserOrder | undefined;
}

/** `GET /users/`: the people of the organisation the caller sees, by name, one page at a time (D-022). */
export async function listUsers(
  db: Executor,
  session: SessionContext,
  query: UserListQuery,
): Promise<{ count: number; results: WireAccount[] }> {
  assertCanViewAccounts(session);
  const scope = {
    orgId: session.orgId,
    departmentIds: visibleDepartmentIds(session),
    selfUserId: session.user.id,
  };
  if (query.departmentId !== undefined) {
    const inScope = scope.departmentIds === null || scope.departmentIds.includes(query.departmentId);
    if (!inScope || !(await departmentExists(db, session.orgId, query.departmentId)))
      throw Errors.notFound("errors.not_found.department");
  }
  const matches = (
    await scopedProfiles(db, scope, {
      departmentId: query.departmentId,
      state: query.state,
      search: query.search,
      order: query.order,
    })
  ).filter(
    (row) => query.classification === undefined || classificationOf(row.groups) === query.classification,
  );
  const start = (query.page - 1) * query.pageSize;
  const ids = matches.slice(start, start + query.pageSize).map((row) => row.userId);
  return { count: matches.length, results: await accountsInOrder(db, session, ids) };
}

/**
 * `GET /users/find/?query=` (D-018): people whose name or e-mail contains the text, among those the
 * caller sees, plus (for admins and operations) people created here who have no profile yet.
 */
export async function findUsers(
  db: Executor,
  session: SessionContext,
  text: string | undefined,
): Promise<WireAccount[]> {
  const query = text?.trim() ?? "";
  if (query === "") throw fieldError("query", "validation.required", { detail: "Missing query parameters" });
  assertCanViewAccounts(session);
  const scope = {
    orgId: session.orgId,
    departmentIds: visibleDepartmentIds(session),
    selfUserId: session.user.id,
  };
  const placed = (await scopedProfiles(db, scope, { search: query }))
    .slice(0, FIND_LIMIT)
    .map((row) => row.userId);
  const unplaced = reachesAllDepartments(session.actor)
    ? await unplacedUserIds(db, session.orgId, query, FIND_LIMIT - placed.length)
    : [];
  return accountsInOrder(db, session, [...placed, ...unplaced]);
}
