// Status changes of a profile (D-011 to D-014): what happens now, what is scheduled, what shifts feel.
import { checkDateNotBefore, checkTypedWord } from "../fields/index.ts";
import { addDays, type LocalDate } from "../time/index.ts";
import {
  type ScheduledStateChange,
  type ShiftFlags,
  type StateSettings,
  startOfLocalDay,
} from "./profile-settings.ts";
import { type ProfileState, type StatusChangeState, statusChoices } from "./profile-states.ts";
import { type RuleViolation, violation } from "./violations.ts";

/** What the user dialog sends: immediately (`effectiveOn` null) or from a date. */
export interface StatusChangeRequest {
  state: StatusChangeState;
  effectiveOn: LocalDate | null;
  /** Inactive only: the day the previous state returns. */
  until: LocalDate | null;
  flagIds: readonly number[];
  deleteShifts: boolean;
  confirmation: string;
}

export interface StatusContext {
  current: ProfileState;
  stateSettings: StateSettings;
  /** Today in the organisation's time zone, and that zone (Z-049). */
  today: LocalDate;
  timeZone: string;
  now: Date;
  actorUserId: number;
}

/**
 * What a state change does to the person's shifts: flag the shifts that start from `from` and are
 * dated before `before` (open-ended when null), and delete those starting from `deleteFrom`.
 */
export type ShiftEffects = {
  flags: { from: Date; before: LocalDate | null; flagIds: number[] } | null;
  deleteFrom: Date | null;
};

export const NO_SHIFT_EFFECTS: ShiftEffects = { flags: null, deleteFrom: null };

export interface StatusPlan {
  state: ProfileState;
  stateSettings: StateSettings;
  effects: ShiftEffects;
}

export type PlanResult = { ok: true; plan: StatusPlan } | { ok: false; violations: RuleViolation[] };

function checkRequest(request: StatusChangeRequest, context: StatusContext): RuleViolation[] {
  const found: RuleViolation[] = [];
  const choices = statusChoices(context.current);
  if (!choices.includes(request.state))
    found.push(violation("state", "account.state_not_a_choice", { choices: choices.join(", ") }));
  const tomorrow = addDays(context.today, 1);
  if (request.effectiveOn !== null) {
    const checked = checkDateNotBefore(request.effectiveOn, tomorrow);
    if (!checked.ok) found.push(violation("effective", checked.key, checked.params));
  }
  if (request.until !== null) {
    if (request.state !== "inactive") found.push(violation("until", "account.until_only_inactive"));
    else {
      const start = request.effectiveOn ?? context.today;
      const min = [addDays(context.today, 2), addDays(start, 1)].sort().at(-1) ?? tomorrow;
      const checked = checkDateNotBefore(request.until, min);
      if (!checked.ok) found.push(violation("until", checked.key, checked.params));
    }
  }
  if (request.flagIds.length > 0 && request.state === "active")
    found.push(violation("shiftFlags", "account.flags_only_non_active"));
  if (request.deleteShifts) {
    if (request.state !== "severed") found.push(violation("deleteShifts", "account.delete_only_severed"));
    else if (context.current !== "severed" && !checkTypedWord(request.confirmation, "delete").ok)
      found.push(violation("confirmation", "account.confirm_delete", { word: "delete" }));
  }
  return found;
}

function scheduled(
  effectiveOn: LocalDate,
  timeZone: string,
  state: ProfileState,
  extra: Partial<Pick<ScheduledStateChange, "deleteShifts" | "shiftFlags">> = {},
): ScheduledStateChange {
  return {
    effectiveOn,
    effectiveOnUTC: startOfLocalDay(effectiveOn, timeZone).toISOString(),
    state,
    deleteShifts: extra.deleteShifts ?? false,
    shiftFlags: extra.shiftFlags ?? null,
  };
}

/**
 * Immediately: the state is set now, a non-active state carries its shift flags, active clears
 * them. From a date: the current state stays and the change is queued. Either way the new plan
 * replaces what was scheduled before, and an inactive end date queues the return.
 */
export function planStatusChange(request: StatusChangeRequest, context: StatusContext): PlanResult {
  const violations = checkRequest(request, context);
  if (violations.length > 0) return { ok: false, violations };
  const { timeZone, current } = context;
  const start = request.effectiveOn ?? context.today;
  const flagIds = [...new Set(request.flagIds)];
  const shiftFlags: ShiftFlags | null =
    flagIds.length > 0 ? { start, end: request.until, flags: flagIds } : null;
  const deleteShifts = request.state === "severed" && request.deleteShifts;
  const returning = request.until === null ? [] : [scheduled(request.until, timeZone, current)];
  const base = { ...context.stateSettings, modifiedBy: context.actorUserId };

  if (request.effectiveOn === null) {
    const stateSettings: StateSettings = {
      ...base,
      scheduledChanges: returning,
      nextChangeEffectiveOn: returning[0]?.effectiveOn ?? null,
      shiftFlags: request.state === "active" ? null : shiftFlags,
      deleteShifts,
    };
    const effects: ShiftEffects = {
      flags: shiftFlags ? { from: context.now, before: request.until, flagIds } : null,
      deleteFrom: deleteShifts ? context.now : null,
    };
    return { ok: true, plan: { state: request.state, stateSettings, effects } };
  }
  const change = scheduled(request.effectiveOn, timeZone, request.state, { deleteShifts, shiftFlags });
  const stateSettings: StateSettings = {
    ...base,
    scheduledChanges: [change, ...returning],
    nextChangeEffectiveOn: change.effectiveOn,
  };
  return { ok: true, plan: { state: current, stateSettings, effects: NO_SHIFT_EFFECTS } };
}

/** How a new profile (or an approved pending one) starts (D-011, D-012). */
export type When = { now: true } | { on: LocalDate };

/**
 * 'now' gives active. A date gives inactive (a pending profile stays pending) with activation
 * scheduled at 00:00 local of that date; the date is tomorrow at the earliest.
 */
export function planActivation(
  when: When,
  context: { current: ProfileState | null; today: LocalDate; timeZone: string; actorUserId: number },
):
  | { ok: true; state: ProfileState; stateSettings: StateSettings }
  | { ok: false; violations: RuleViolation[] } {
  const base: StateSettings = {
    modifiedBy: context.actorUserId,
    nextChangeEffectiveOn: null,
    scheduledChanges: [],
    shiftFlags: null,
    deleteShifts: false,
  };
  if ("now" in when) return { ok: true, state: "active", stateSettings: base };
  const checked = checkDateNotBefore(when.on, addDays(context.today, 1));
  if (!checked.ok) return { ok: false, violations: [violation("on", checked.key, checked.params)] };
  const change = scheduled(when.on, context.timeZone, "active");
  return {
    ok: true,
    state: context.current === "pending" ? "pending" : "inactive",
    stateSettings: { ...base, scheduledChanges: [change], nextChangeEffectiveOn: when.on },
  };
}

/** With no new status the scheduled state is cleared; the current state and its flags stay. */
export function clearScheduledState(stateSettings: StateSettings, actorUserId: number): StateSettings {
  return { ...stateSettings, modifiedBy: actorUserId, scheduledChanges: [], nextChangeEffectiveOn: null };
}
