import {
  jobGroupsOf,
  nextDueAt,
  parseProfileState,
  readScheduledChanges,
  readStateSettings,
  SCHEDULED_FIELDS,
  takeDueChanges,
  withSchedules,
} from "@rosterly/domain/accounts";
import type { DB, Executor } from "../db/client";
import type { Clock } from "../lib/clock";
import {
  lockProfileIfFree,
  type ProfileChanges,
  replaceProfileGroups,
  updateProfileRow,
} from "../repositories/account-profiles";
import { loadReferences } from "../repositories/account-references";
import { claimDueProfile, setProfileDue } from "../repositories/profile-due";
import { orgTime } from "../services/accounts/org-time";
import { REF_OF } from "../services/profiles/profile-changes";
import { checkReference, resolveCharge } from "../services/profiles/profile-fields";
import { publishProfile } from "../services/profiles/publish";
import { applyShiftEffects } from "../services/profiles/shift-effects";

/** Applies what is due for one locked profile; answers whether anything changed. */
async function applyDue(tx: Executor, profileId: number, now: Date): Promise<boolean> {
  const profile = await lockProfileIfFree(tx, profileId);
  if (!profile) return false;
  const outcome = takeDueChanges(
    parseProfileState(profile.state) ?? "inactive",
    readStateSettings(profile.settings),
    readScheduledChanges(profile.settings),
    now,
  );
  const due = { orgId: profile.orgId, profileId, by: null, now };
  if (!outcome.changed) {
    await setProfileDue(tx, { ...due, dueAt: nextDueAt(outcome.stateSettings, outcome.scheduled) });
    return false;
  }
  const [time, refs] = [await orgTime(tx, profile.orgId, now), await loadReferences(tx, profile.orgId)];
  const changes: ProfileChanges = {
    state: outcome.state,
    settings: withSchedules(profile.settings, outcome.stateSettings, outcome.scheduled),
  };
  // A department or job retired since the change was scheduled is still applied; one deleted is skipped.
  for (const field of SCHEDULED_FIELDS) {
    const value = outcome.fields[field];
    const column = REF_OF[field];
    if (value !== undefined && checkReference(refs, column, value, value) === null) changes[column] = value;
  }
  const jobTypeId = changes.jobTypeId ?? profile.jobTypeId;
  changes.charge = resolveCharge(refs, jobTypeId, profile.charge);
  const updated = await updateProfileRow(tx, profile.id, changes, null, now);
  if (jobTypeId !== profile.jobTypeId)
    await replaceProfileGroups(
      tx,
      profile.orgId,
      profile.id,
      jobGroupsOf(refs.jobTypes.get(jobTypeId ?? 0)?.settings ?? {}),
    );
  await setProfileDue(tx, { ...due, dueAt: nextDueAt(outcome.stateSettings, outcome.scheduled) });
  await applyShiftEffects(tx, {
    orgId: profile.orgId,
    userId: profile.userId,
    effects: outcome.effects,
    timeZone: time.timeZone,
    by: null,
    now,
  });
  await publishProfile(tx, updated, "updated", profile.departmentId);
  return true;
}

/**
 * The clock's profile work (Y-009): claims due profiles one at a time, each in its own transaction
 * (one bad profile does not hold up the rest), until none is due. Any number of server processes
 * may run this at once: a claimed profile is skipped by the others, and applied changes leave the
 * profile, so each happens once. Answers how many profiles changed.
 */
export async function applyDueProfileChanges(
  deps: { db: DB; clock: Clock },
  options: { limit?: number; onError?: (profileId: number, error: unknown) => void } = {},
): Promise<number> {
  const limit = options.limit ?? 500;
  const passed: number[] = [];
  let changed = 0;
  while (passed.length < limit) {
    const attempt: { profileId: number | null } = { profileId: null };
    try {
      const result = await deps.db.transaction(async (tx) => {
        const claim = await claimDueProfile(tx, deps.clock(), passed);
        if (!claim) return null;
        attempt.profileId = claim.profileId;
        return { profileId: claim.profileId, changed: await applyDue(tx, claim.profileId, deps.clock()) };
      });
      if (!result) break;
      passed.push(result.profileId);
      if (result.changed) changed += 1;
    } catch (error) {
      if (attempt.profileId === null) throw error;
      passed.push(attempt.profileId);
      options.onError?.(attempt.profileId, error);
    }
  }
  return changed;
}
