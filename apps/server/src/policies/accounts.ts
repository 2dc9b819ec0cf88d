import {
  type Actor,
  can,
  canActOn,
  manageableDepartmentIds,
  reachesAllDepartments,
} from "@rosterly/domain/permissions";
import { Errors } from "../http/errors";
import type { ProfileRow } from "../repositories/profiles";
import type { UserRow } from "../repositories/users";
import type { SessionContext } from "../services/session/context";

// Who sees and who changes accounts (C-007, C-014, Y-004). Anything outside the caller's
// organisation or department scope answers 404; what they can see but not change answers 403.

/** Departments whose profiles the caller sees; null means all of the organisation's. */
export function visibleDepartmentIds(session: SessionContext): readonly number[] | null {
  return reachesAllDepartments(session.actor) ? null : session.actor.ownDepartmentIds;
}

/** A profile is visible in its department scope; one's own always is. */
export function canSeeProfile(
  session: SessionContext,
  profile: Pick<ProfileRow, "orgId" | "userId" | "departmentId">,
): boolean {
  if (profile.orgId !== session.orgId) return false;
  if (profile.userId === session.user.id) return true;
  const scope = visibleDepartmentIds(session);
  return scope === null || (profile.departmentId !== null && scope.includes(profile.departmentId));
}

/** A person without a profile here is visible to those who reach every department of the organisation that created them. */
export function canSeeAccount(
  session: SessionContext,
  user: UserRow,
  profile: ProfileRow | undefined,
): boolean {
  if (user.id === session.user.id) return true;
  if (profile) return canSeeProfile(session, profile);
  return user.orgId === session.orgId && reachesAllDepartments(session.actor);
}

/** The user screen's view right opens account lists and other people's accounts (C-008). */
export function assertCanViewAccounts(session: SessionContext): void {
  if (!can(session.perms, "view", "user")) throw Errors.forbidden("errors.forbidden.view_accounts");
}

/** Creating and changing other people's accounts needs edit on the user screen and on profiles. */
export function assertCanManageAccounts(session: SessionContext): void {
  if (!can(session.perms, "edit", "user") || !can(session.perms, "edit", "profile"))
    throw Errors.forbidden("errors.forbidden.manage_accounts");
}

export function targetOf(profile: Pick<ProfileRow, "userId" | "departmentId">, groups: readonly string[]) {
  return {
    userId: profile.userId,
    groups,
    departmentIds: profile.departmentId === null ? [] : [profile.departmentId],
  };
}

/** Visible (else 404), then the caller's own or viewable by them (else 403). */
export function assertCanViewProfile(session: SessionContext, profile: ProfileRow): void {
  if (!canSeeProfile(session, profile)) throw Errors.notFound("errors.not_found.profile");
  if (profile.userId !== session.user.id) assertCanViewAccounts(session);
}

/** Visible (else 404), then manageable: account rights and can-act-on the person (else 403). */
export function assertCanManageProfile(
  session: SessionContext,
  profile: ProfileRow,
  groups: readonly string[],
): void {
  if (!canSeeProfile(session, profile)) throw Errors.notFound("errors.not_found.profile");
  assertCanManageAccounts(session);
  if (!canActOn(session.actor, targetOf(profile, groups)))
    throw Errors.forbidden("errors.forbidden.change_profile");
}

/**
 * A profile's department and job may be set only to what the editor manages (C-014): a department
 * of theirs, and a job whose groups leave the person someone they may act on (so department
 * management hires staff only, and operations management never makes an administrator).
 */
export function assertMayAssign(
  actor: Actor,
  allDepartmentIds: readonly number[],
  assignment: { departmentId: number; groups: readonly string[] },
): void {
  if (!manageableDepartmentIds(actor, allDepartmentIds).includes(assignment.departmentId))
    throw Errors.forbidden("errors.forbidden.assign_department");
  const target = { userId: 0, groups: assignment.groups, departmentIds: [assignment.departmentId] };
  if (!canActOn(actor, target)) throw Errors.forbidden("errors.forbidden.give_job_type");
}

/** Self-service calls (password, e-mail, preferences) act only on the caller; others get 403 or 404. */
export function assertSelf(session: SessionContext, user: UserRow, profile: ProfileRow | undefined): void {
  if (user.id === session.user.id) return;
  if (!canSeeAccount(session, user, profile)) throw Errors.notFound("errors.not_found.user");
  throw Errors.forbidden("errors.forbidden.account_owner_only");
}

/** Changing another person's details needs the right over their department and job (Y-004). */
export function assertCanChangeDetails(allowed: boolean): void {
  if (!allowed) throw Errors.forbidden("errors.forbidden.change_details");
}

/** Preferences and the acting profile are the owner's alone, whoever else may edit the account. */
export function assertOwnerOnlyFields(session: SessionContext, user: UserRow, touchesThem: boolean): void {
  if (touchesThem && user.id !== session.user.id)
    throw Errors.forbidden("errors.forbidden.owner_only_fields");
}

/** What only a profile's owner may do (its preferences, its own view of itself). */
export function assertProfileOwner(session: SessionContext, profile: ProfileRow): void {
  if (profile.userId !== session.user.id) throw Errors.forbidden("errors.forbidden.profile_owner_only");
}

/** Nobody grants themselves screens (C-014). */
export function assertNotOwnPermissions(session: SessionContext, profile: ProfileRow): void {
  if (profile.userId === session.user.id) throw Errors.forbidden("errors.forbidden.own_screen_permissions");
}

/** Nobody moves themselves to another department, job type or status (D-012). */
export function assertNotMovingSelf(session: SessionContext, profile: ProfileRow, moves: boolean): void {
  if (moves && profile.userId === session.user.id) throw Errors.forbidden("errors.forbidden.move_self");
}

/**
 * Schedule notes (N-004): visible in the caller's department scope (else 404); saving them needs
 * edit on the user screen (else 403), without the profile rights a change of job info needs.
 */
export function assertCanEditScheduleNotes(session: SessionContext, profile: ProfileRow): void {
  if (!canSeeProfile(session, profile)) throw Errors.notFound("errors.not_found.profile");
  if (!can(session.perms, "edit", "user")) throw Errors.forbidden("errors.forbidden.edit_schedule_notes");
}
