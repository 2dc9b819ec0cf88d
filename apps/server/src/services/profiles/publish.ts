import type { Executor } from "../../db/client";
import type { ProfileRow } from "../../repositories/profiles";
import type { Audience } from "../../realtime/events";
import { publishUpdate } from "../../realtime/publish";

function departmentAudience(departmentIds: readonly (number | null)[]): Audience {
  const ids = [...new Set(departmentIds.filter((id): id is number => id !== null))];
  return ids.length > 0 ? { kind: "departments", departmentIds: ids } : { kind: "organisation" };
}

/**
 * Announces a profile change to those who see its department (the person included: their own
 * department), before and after a move. The state travels with it, so a person whose own profile
 * stops being active is logged out with `no_active_profile` (B-012).
 */
export async function publishProfile(
  db: Executor,
  profile: ProfileRow,
  action: string,
  previousDepartmentId: number | null = profile.departmentId,
): Promise<void> {
  await publishUpdate(db, {
    orgId: profile.orgId,
    contentType: "profile",
    action,
    id: profile.id,
    data: { user_id: profile.userId, state: profile.state, department_id: profile.departmentId },
    audience: departmentAudience([profile.departmentId, previousDepartmentId]),
  });
}

/** Announces a change of a person's own details where their profile is seen. */
export async function publishUser(
  db: Executor,
  args: { orgId: number; userId: number; departmentId: number | null; action: string; data?: unknown },
): Promise<void> {
  await publishUpdate(db, {
    orgId: args.orgId,
    contentType: "user",
    action: args.action,
    id: args.userId,
    data: args.data,
    audience: departmentAudience([args.departmentId]),
  });
}

/** Tells only the person (every organisation they act in) about a change of their own account. */
export async function publishToPerson(
  db: Executor,
  args: { orgIds: readonly number[]; userId: number; action: string; data?: unknown },
): Promise<void> {
  for (const orgId of new Set(args.orgIds)) {
    await publishUpdate(db, {
      orgId,
      contentType: "user",
      action: args.action,
      id: args.userId,
      data: args.data,
      audience: { kind: "users", userIds: [args.userId] },
    });
  }
}
