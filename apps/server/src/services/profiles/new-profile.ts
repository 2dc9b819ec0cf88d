import {
  jobGroupsOf,
  nextDueAt,
  planActivation,
  type ProfileState,
  type StateSettings,
  type When,
  withSchedules,
} from "@rosterly/domain/accounts";
import type { GroupName } from "@rosterly/domain/permissions";
import type { Executor } from "../../db/client";
import { assertMayAssign } from "../../policies/accounts";
import { insertProfile, replaceProfileGroups } from "../../repositories/account-profiles";
import type { References } from "../../repositories/account-references";
import { setProfileDue } from "../../repositories/profile-due";
import { insertPermissionsRecord } from "../../repositories/profile-permission-records";
import type { ProfileRow } from "../../repositories/profiles";
import type { SessionContext } from "../session/context";
import type { FieldErrors } from "../../http/field-errors";
import type { OrgTime } from "../accounts/org-time";
import {
  checkProfileFields,
  type ProfileFieldValues,
  type ProfileFieldsInput,
  resolveCharge,
} from "./profile-fields";

export interface NewProfilePlan {
  values: ProfileFieldValues;
  charge: boolean;
  groups: GroupName[];
  state: ProfileState;
  stateSettings: StateSettings;
}

function complete(values: Partial<ProfileFieldValues>): ProfileFieldValues | null {
  const { departmentId, jobTypeId, jobStatusId, shiftTypeId, employeeId, dailyHours, weeklyHours } = values;
  if (
    departmentId === undefined ||
    jobTypeId === undefined ||
    jobStatusId === undefined ||
    shiftTypeId === undefined ||
    employeeId === undefined ||
    dailyHours === undefined ||
    weeklyHours === undefined
  )
    return null;
  return {
    departmentId,
    jobTypeId,
    jobStatusId,
    shiftTypeId,
    employeeId,
    dailyHours,
    weeklyHours,
    jobTitle: values.jobTitle ?? null,
    phoneWork: values.phoneWork ?? null,
    hiredOn: values.hiredOn ?? null,
    scheduleNotes: values.scheduleNotes ?? null,
  };
}

/**
 * Checks a new profile (D-008, D-011): its fields under `prefix`, and its activation under
 * `activationField`. Answers null when something is wrong (the errors say what).
 */
export function planNewProfile(
  input: ProfileFieldsInput,
  activation: When | undefined,
  context: {
    refs: References;
    errors: FieldErrors;
    prefix: string;
    activationField: string;
    time: OrgTime;
    actorUserId: number;
  },
): NewProfilePlan | null {
  const { refs, errors } = context;
  const values = complete(checkProfileFields(input, refs, errors, context.prefix, null));
  if (activation === undefined) {
    errors.add(context.activationField, "validation.required");
    return null;
  }
  const started = planActivation(activation, {
    current: null,
    today: context.time.today,
    timeZone: context.time.timeZone,
    actorUserId: context.actorUserId,
  });
  if (!started.ok) errors.addViolations(context.activationField, started.violations);
  if (!values || !started.ok) return null;
  const jobType = refs.jobTypes.get(values.jobTypeId);
  return {
    values,
    charge: resolveCharge(refs, values.jobTypeId, input.charge ?? false),
    groups: jobType ? jobGroupsOf(jobType.settings) : [],
    state: started.state,
    stateSettings: started.stateSettings,
  };
}

/** The department and job must be the editor's to give (403 otherwise). */
export function assertMayCreate(session: SessionContext, refs: References, plan: NewProfilePlan): void {
  assertMayAssign(session.actor, [...refs.departments.keys()], {
    departmentId: plan.values.departmentId,
    groups: plan.groups,
  });
}

/** Writes the profile, its groups, its (default) permissions record and its next due date. */
export async function insertNewProfile(
  db: Executor,
  plan: NewProfilePlan,
  args: { orgId: number; userId: number; by: number; now: Date },
): Promise<ProfileRow> {
  const { orgId, userId, by, now } = args;
  const scheduled = { changes: [], nextChangeEffectiveOn: null };
  const profile = await insertProfile(db, {
    orgId,
    userId,
    ...plan.values,
    charge: plan.charge,
    state: plan.state,
    settings: withSchedules({}, plan.stateSettings, scheduled),
    createdBy: by,
    createdOn: now,
    modifiedBy: by,
    modifiedOn: now,
  });
  await replaceProfileGroups(db, orgId, profile.id, plan.groups);
  await insertPermissionsRecord(db, { orgId, profileId: profile.id, web: {}, by, now });
  await setProfileDue(db, {
    orgId,
    profileId: profile.id,
    dueAt: nextDueAt(plan.stateSettings, scheduled),
    by,
    now,
  });
  return profile;
}
