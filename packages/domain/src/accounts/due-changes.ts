// The clock's part (Y-009): which scheduled changes are due, and the profile they leave behind.
import type {
  ScheduledChanges,
  ScheduledField,
  ScheduledStateChange,
  StateSettings,
} from "./profile-settings.ts";
import type { ProfileState } from "./profile-states.ts";
import type { ShiftEffects } from "./status-change.ts";

export interface DueOutcome {
  /** The state after every due state change, in date order; the current one when none was due. */
  state: ProfileState;
  stateSettings: StateSettings;
  scheduled: ScheduledChanges;
  /** Field values to set now; a later change of the same field wins. */
  fields: Partial<Record<ScheduledField, number>>;
  /** One entry per due state change that touches shifts, in date order. */
  effects: ShiftEffects[];
  /** Whether anything was due at all. */
  changed: boolean;
}

const isDue = (now: Date) => (change: { effectiveOnUTC: string }) =>
  Date.parse(change.effectiveOnUTC) <= now.getTime();

function effectsOf(change: ScheduledStateChange): ShiftEffects | null {
  const from = new Date(change.effectiveOnUTC);
  const flags =
    change.shiftFlags && change.shiftFlags.flags.length > 0 && change.state !== "active"
      ? { from, before: change.shiftFlags.end, flagIds: change.shiftFlags.flags }
      : null;
  const deleteFrom = change.state === "severed" && change.deleteShifts ? from : null;
  return flags || deleteFrom ? { flags, deleteFrom } : null;
}

/**
 * Applies what is due at `now` and keeps the rest. Applying twice gives the same profile, since
 * applied changes leave the lists: that, with the job's row claim, makes each change happen once.
 */
export function takeDueChanges(
  current: ProfileState,
  stateSettings: StateSettings,
  scheduled: ScheduledChanges,
  now: Date,
): DueOutcome {
  const due = isDue(now);
  const dueStates = stateSettings.scheduledChanges.filter(due);
  const dueFields = scheduled.changes.filter(due);
  const fields: Partial<Record<ScheduledField, number>> = {};
  for (const change of dueFields) for (const { field, value } of change.fields) fields[field] = value;

  let state = current;
  let nextSettings: StateSettings = stateSettings;
  const effects: ShiftEffects[] = [];
  for (const change of dueStates) {
    state = change.state;
    nextSettings = {
      ...nextSettings,
      shiftFlags: change.state === "active" ? null : change.shiftFlags,
      deleteShifts: change.state === "severed" && change.deleteShifts,
    };
    const effect = effectsOf(change);
    if (effect) effects.push(effect);
  }
  const remainingStates = stateSettings.scheduledChanges.filter((change) => !due(change));
  const remainingFields = scheduled.changes.filter((change) => !due(change));
  return {
    state,
    stateSettings: {
      ...nextSettings,
      scheduledChanges: remainingStates,
      nextChangeEffectiveOn: remainingStates[0]?.effectiveOn ?? null,
    },
    scheduled: { changes: remainingFields, nextChangeEffectiveOn: remainingFields[0]?.effectiveOn ?? null },
    fields,
    effects,
    changed: dueStates.length > 0 || dueFields.length > 0,
  };
}

/** Reject sets rejected and clears every scheduled change, of state and of fields (D-012). */
export function planRejection(
  stateSettings: StateSettings,
  actorUserId: number,
): { state: ProfileState; stateSettings: StateSettings; scheduled: ScheduledChanges } {
  return {
    state: "rejected",
    stateSettings: {
      ...stateSettings,
      modifiedBy: actorUserId,
      scheduledChanges: [],
      nextChangeEffectiveOn: null,
    },
    scheduled: { changes: [], nextChangeEffectiveOn: null },
  };
}
