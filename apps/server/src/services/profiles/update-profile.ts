import type { ProfilePatchBody } from "@rosterly/contract";
import { jobGroupsOf, nextDueAt, withSchedules } from "@rosterly/domain/accounts";
import type { AppDeps } from "../../deps";
import { Errors } from "../../http/errors";
import { assertCanManageProfile, assertMayAssign, assertNotMovingSelf } from "../../policies/accounts";
import { presentProfile } from "../../presenters/account";
import {
  groupNamesOf,
  lockProfile,
  replaceProfileGroups,
  updateProfileRow,
} from "../../repositories/account-profiles";
import { loadReferences } from "../../repositories/account-references";
import { setProfileDue } from "../../repositories/profile-due";
import { profileViews } from "../accounts/account-views";
import { FieldErrors } from "../../http/field-errors";
import { orgTime } from "../accounts/org-time";
import type { SessionContext } from "../session/context";
import { planStateAndSchedule } from "./profile-changes";
import { checkProfileFields, resolveCharge } from "./profile-fields";
import { publishProfile } from "./publish";
import { applyShiftEffects } from "./shift-effects";

/**
 * `PATCH /profiles/{id}/` (D-013 to D-015, D-017): job info, a new status and scheduled field
 * changes, checked together and written in one transaction with the shift effects of an immediate
 * status. The profile row is locked first, so the clock job and two editors take turns.
 */
export async function updateProfile(
  deps: AppDeps,
  session: SessionContext,
  profileId: number,
  body: ProfilePatchBody,
) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const current = await lockProfile(tx, session.orgId, profileId);
    if (!current) throw Errors.notFound("errors.not_found.profile");
    const groups = (await groupNamesOf(tx, [current.id])).get(current.id) ?? [];
    assertCanManageProfile(session, current, groups);
    const moves =
      (body.departmentId !== undefined && body.departmentId !== current.departmentId) ||
      (body.jobTypeId !== undefined && body.jobTypeId !== current.jobTypeId) ||
      body.status !== undefined ||
      body.scheduledChanges !== undefined;
    assertNotMovingSelf(session, current, moves);

    const [time, refs] = [await orgTime(tx, session.orgId, now), await loadReferences(tx, session.orgId)];
    const errors = new FieldErrors();
    const values = checkProfileFields(body, refs, errors, "", current);
    const planned = planStateAndSchedule(body, current, {
      refs,
      errors,
      time,
      now,
      actorUserId: session.user.id,
    });
    errors.throwIfAny();

    const jobTypeId = values.jobTypeId ?? current.jobTypeId;
    const jobChanged = jobTypeId !== current.jobTypeId;
    const newGroups = jobChanged ? jobGroupsOf(refs.jobTypes.get(jobTypeId ?? 0)?.settings ?? {}) : groups;
    const departmentId = values.departmentId ?? current.departmentId;
    const allDepartments = [...refs.departments.keys()];
    if (departmentId !== null && (jobChanged || departmentId !== current.departmentId))
      assertMayAssign(session.actor, allDepartments, { departmentId, groups: newGroups });
    if (planned.futureDepartmentId !== null || planned.futureGroups !== null)
      assertMayAssign(session.actor, allDepartments, {
        departmentId: planned.futureDepartmentId ?? departmentId ?? 0,
        groups: planned.futureGroups ?? newGroups,
      });

    const updated = await updateProfileRow(
      tx,
      current.id,
      {
        ...values,
        charge: resolveCharge(refs, jobTypeId, body.charge ?? current.charge),
        ...(planned.state ? { state: planned.state } : {}),
        settings: withSchedules(current.settings, planned.stateSettings, planned.scheduled),
      },
      session.user.id,
      now,
    );
    if (jobChanged) await replaceProfileGroups(tx, session.orgId, updated.id, newGroups);
    await setProfileDue(tx, {
      orgId: session.orgId,
      profileId: updated.id,
      dueAt: nextDueAt(planned.stateSettings, planned.scheduled),
      by: session.user.id,
      now,
    });
    await applyShiftEffects(tx, {
      orgId: session.orgId,
      userId: updated.userId,
      effects: planned.effects,
      timeZone: time.timeZone,
      by: session.user.id,
      now,
    });
    await publishProfile(tx, updated, "updated", current.departmentId);
    const [view] = await profileViews(tx, [updated]);
    if (!view) throw Errors.notFound("errors.not_found.profile");
    return presentProfile(view);
  });
}
