import type { PendingProfileCounts } from "@rosterly/contract";
import { classificationOf } from "@rosterly/domain/permissions";
import type { Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import { assertCanViewAccounts, assertCanViewProfile, visibleDepartmentIds } from "../../policies/accounts";
import { presentProfile, presentProfileListItem } from "../../presenters/account";
import { profileInOrg } from "../../repositories/account-profiles";
import { departmentExists, profileListRows, scopedProfiles } from "../../repositories/account-scope";
import { profileViews } from "../accounts/account-views";
import type { SessionContext } from "../session/context";

const scopeOf = (session: SessionContext) => ({
  orgId: session.orgId,
  departmentIds: visibleDepartmentIds(session),
  selfUserId: session.user.id,
});

/** `GET /profiles/{id}/`: one's own profile, or one the caller may view. */
export async function getProfile(db: Executor, session: SessionContext, id: number) {
  const profile = await profileInOrg(db, session.orgId, id);
  if (!profile) throw Errors.notFound("errors.not_found.profile");
  assertCanViewProfile(session, profile);
  const [view] = await profileViews(db, [profile]);
  if (!view) throw Errors.notFound("errors.not_found.profile");
  return presentProfile(view);
}

export interface ProfileListQuery {
  page: number;
  pageSize: number;
  departmentId?: number | undefined;
  userId?: number | undefined;
  state?: string | undefined;
}

/** `GET /profiles/?dept_id=` (D-003, D-017): a department's people, by name, one page at a time. */
export async function listProfiles(db: Executor, session: SessionContext, query: ProfileListQuery) {
  assertCanViewAccounts(session);
  const scope = scopeOf(session);
  if (query.departmentId !== undefined) {
    const inScope = scope.departmentIds === null || scope.departmentIds.includes(query.departmentId);
    if (!inScope || !(await departmentExists(db, session.orgId, query.departmentId)))
      throw Errors.notFound("errors.not_found.department");
  }
  const matches = await scopedProfiles(db, scope, {
    departmentId: query.departmentId,
    userId: query.userId,
    state: query.state,
  });
  const start = (query.page - 1) * query.pageSize;
  const rows = await profileListRows(
    db,
    matches.slice(start, start + query.pageSize).map((row) => row.id),
  );
  return { count: matches.length, results: rows.map(presentProfileListItem) };
}

/** `GET /profiles/pending_count/`: pending profiles the caller sees, per users tab (D-022, Y-011). */
export async function pendingCounts(db: Executor, session: SessionContext): Promise<PendingProfileCounts> {
  assertCanViewAccounts(session);
  const pending = await scopedProfiles(db, scopeOf(session), { state: "pending" });
  const counts: PendingProfileCounts = {
    staff: 0,
    operations: 0,
    management: 0,
    admin: 0,
    total: pending.length,
  };
  for (const row of pending) {
    switch (classificationOf(row.groups)) {
      case "staff":
        counts.staff += 1;
        break;
      case "dept_management":
        counts.management += 1;
        break;
      case "ops_management":
        counts.operations += 1;
        break;
      case "admin":
        counts.admin += 1;
        break;
    }
  }
  return counts;
}
