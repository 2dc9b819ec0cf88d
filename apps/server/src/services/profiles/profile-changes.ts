import type { ProfilePatchBody } from "@rosterly/contract";
import {
  clearScheduledState,
  jobGroupsOf,
  parseProfileState,
  planScheduledChanges,
  planStatusChange,
  readScheduledChanges,
  readStateSettings,
  type ScheduledChanges,
  type ScheduledField,
  type ShiftEffects,
  type StateSettings,
  type ProfileState,
} from "@rosterly/domain/accounts";
import type { References } from "../../repositories/account-references";
import type { ProfileRow } from "../../repositories/profiles";
import { type FieldErrors, wirePath } from "../../http/field-errors";
import type { OrgTime } from "../accounts/org-time";
import { checkReference } from "./profile-fields";

/** The profile column each scheduled field sets. */
export const REF_OF: Record<ScheduledField, "jobStatusId" | "jobTypeId" | "departmentId" | "shiftTypeId"> = {
  job_status_id: "jobStatusId",
  job_type_id: "jobTypeId",
  department_id: "departmentId",
  shift_type_id: "shiftTypeId",
};

export interface StateAndSchedule {
  state: ProfileState | null;
  stateSettings: StateSettings;
  scheduled: ScheduledChanges;
  effects: ShiftEffects[];
  /** Department and job groups the scheduled changes will give, to check the editor may give them. */
  futureDepartmentId: number | null;
  futureGroups: string[] | null;
}

/**
 * Plans the status part (`status`: a new status, or null to clear what was scheduled) and the
 * scheduled field changes of a profile update (D-013 to D-015). Records violations under
 * `status.*` and `scheduled_changes.*`.
 */
export function planStateAndSchedule(
  body: Pick<ProfilePatchBody, "status" | "scheduledChanges">,
  profile: ProfileRow,
  context: { refs: References; errors: FieldErrors; time: OrgTime; now: Date; actorUserId: number },
): StateAndSchedule {
  const { refs, errors, time } = context;
  let stateSettings = readStateSettings(profile.settings);
  let scheduled = readScheduledChanges(profile.settings);
  let state: ProfileState | null = null;
  let effects: ShiftEffects[] = [];

  if (body.status === null) stateSettings = clearScheduledState(stateSettings, context.actorUserId);
  else if (body.status !== undefined) {
    const { status } = body;
    const flagIds = status.shiftFlags ?? [];
    flagIds.forEach((id, i) => {
      if (!refs.nonWorkingFlags.get(id) || refs.nonWorkingFlags.get(id)?.obsolete)
        errors.add(wirePath("status.shiftFlags", i), {
          ok: false,
          key: "validation.hospital_choice",
          params: { kind: "a flag that makes a shift non-duty" },
        });
    });
    const planned = planStatusChange(
      {
        state: status.state,
        effectiveOn: "on" in status.effective ? status.effective.on : null,
        until: status.until ?? null,
        flagIds,
        deleteShifts: status.deleteShifts ?? false,
        confirmation: status.confirmation ?? "",
      },
      {
        current: parseProfileState(profile.state) ?? "inactive",
        stateSettings,
        today: time.today,
        timeZone: time.timeZone,
        now: context.now,
        actorUserId: context.actorUserId,
      },
    );
    if (!planned.ok) errors.addViolations("status", planned.violations);
    else {
      state = planned.plan.state;
      stateSettings = planned.plan.stateSettings;
      effects = [planned.plan.effects];
    }
  }

  let futureDepartmentId: number | null = null;
  let futureGroups: string[] | null = null;
  if (body.scheduledChanges !== undefined) {
    const planned = planScheduledChanges(body.scheduledChanges, time);
    if (!planned.ok) errors.addViolations("scheduled_changes", planned.violations);
    else scheduled = planned.scheduled;
    body.scheduledChanges.forEach((change, i) =>
      change.fields.forEach(({ field, value }, j) => {
        const problem = checkReference(refs, REF_OF[field], value, null);
        if (problem) errors.add(wirePath("scheduled_changes", i, "fields", j, "value"), problem);
        if (field === "department_id") futureDepartmentId = value;
        if (field === "job_type_id") futureGroups = jobGroupsOf(refs.jobTypes.get(value)?.settings ?? {});
      }),
    );
  }
  return { state, stateSettings, scheduled, effects, futureDepartmentId, futureGroups };
}
