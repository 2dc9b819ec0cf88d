import {
  nextDueAt,
  planActivation,
  planRejection,
  readScheduledChanges,
  readStateSettings,
  type When,
  withSchedules,
} from "@rosterly/domain/accounts";
import type { AppDeps } from "../../deps";
import type { Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import { assertCanManageProfile } from "../../policies/accounts";
import { presentProfile } from "../../presenters/account";
import { groupNamesOf, lockProfile, updateProfileRow } from "../../repositories/account-profiles";
import { setProfileDue } from "../../repositories/profile-due";
import type { ProfileRow } from "../../repositories/profiles";
import { profileViews } from "../accounts/account-views";
import { violationsError } from "../../http/field-errors";
import { orgTime } from "../accounts/org-time";
import type { SessionContext } from "../session/context";
import { publishProfile } from "./publish";

/** The pending profile, locked, after the caller proved they may manage it; any other state is 400 invalid_state. */
async function lockPending(db: Executor, session: SessionContext, profileId: number): Promise<ProfileRow> {
  const profile = await lockProfile(db, session.orgId, profileId);
  if (!profile) throw Errors.notFound("errors.not_found.profile");
  assertCanManageProfile(session, profile, (await groupNamesOf(db, [profile.id])).get(profile.id) ?? []);
  if (profile.state !== "pending") throw Errors.invalidState(profile.state);
  return profile;
}

async function finish(db: Executor, session: SessionContext, profile: ProfileRow, now: Date) {
  const settings = profile.settings;
  await setProfileDue(db, {
    orgId: session.orgId,
    profileId: profile.id,
    dueAt: nextDueAt(readStateSettings(settings), readScheduledChanges(settings)),
    by: session.user.id,
    now,
  });
  await publishProfile(db, profile, "updated");
  const [view] = await profileViews(db, [profile]);
  if (!view) throw Errors.notFound("errors.not_found.profile");
  return presentProfile(view);
}

/** `POST /profiles/{id}/approve/` (D-012): 'now' gives active; a date keeps it pending until then. */
export async function approveProfile(
  deps: AppDeps,
  session: SessionContext,
  profileId: number,
  activation: When,
) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const profile = await lockPending(tx, session, profileId);
    const time = await orgTime(tx, session.orgId, now);
    const planned = planActivation(activation, {
      current: "pending",
      today: time.today,
      timeZone: time.timeZone,
      actorUserId: session.user.id,
    });
    if (!planned.ok) throw violationsError("activation", planned.violations);
    const scheduled = readScheduledChanges(profile.settings);
    const updated = await updateProfileRow(
      tx,
      profile.id,
      { state: planned.state, settings: withSchedules(profile.settings, planned.stateSettings, scheduled) },
      session.user.id,
      now,
    );
    return finish(tx, session, updated, now);
  });
}

/** `POST /profiles/{id}/reject/` (D-012): rejected, and nothing scheduled any more. */
export async function rejectProfile(deps: AppDeps, session: SessionContext, profileId: number) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const profile = await lockPending(tx, session, profileId);
    const rejected = planRejection(readStateSettings(profile.settings), session.user.id);
    const updated = await updateProfileRow(
      tx,
      profile.id,
      {
        state: rejected.state,
        settings: withSchedules(profile.settings, rejected.stateSettings, rejected.scheduled),
      },
      session.user.id,
      now,
    );
    return finish(tx, session, updated, now);
  });
}
