/**
 * The schedule lifecycle (F-003..F-005, Z-002, Z-011): its states, the transitions of the approve,
 * reject, post, post-for-self-schedule and publish calls, editability (F-009, Z-010) and the moves
 * the calendar makes (Y-017). Transitions return the next state or an error value; they never throw,
 * so the server can answer 400 `Invalid state` and the client can disable a button from the same rule.
 */
import type { LocalDate } from "../time/index.ts";
import { periodPhase } from "./periods.ts";
import type { PeriodDates } from "./types.ts";

export const SCHEDULE_STATES = [
  "initial",
  "self_schedule",
  "draft",
  "pending_post_approval",
  "under_nurse_review",
  "pending_publish_approval",
  "published",
  "current",
  "past",
] as const;

export type ScheduleState = (typeof SCHEDULE_STATES)[number];

/** Input aliases of Z-002: accepted, normalised, never emitted. */
export const SCHEDULE_STATE_ALIASES: Readonly<Record<string, ScheduleState>> = {
  pending_approval_before_post: "pending_post_approval",
  under_review_nurse: "under_nurse_review",
  pending_approval_before_publish: "pending_publish_approval",
};

export function normalizeScheduleState(state: string): ScheduleState | null {
  return SCHEDULE_STATES.find((known) => known === state) ?? SCHEDULE_STATE_ALIASES[state] ?? null;
}

export type ScheduleAction = "approve" | "reject" | "post" | "post_self_schedule" | "publish";

export type TransitionResult =
  | { readonly ok: true; readonly state: ScheduleState }
  | {
      readonly ok: false;
      readonly error: {
        readonly code: "invalid_state";
        readonly action: ScheduleAction;
        readonly state: string;
      };
    };

type Moves = Partial<Record<ScheduleState, ScheduleState>>;

/**
 * Approval leaves the states that wait for someone's go-ahead (Z-011). From `initial` it goes to
 * `draft`: self-scheduling is entered only by its own post call. Approving
 * `pending_publish_approval` is the publish step (F-004), so the server runs its publish effects.
 */
const APPROVE: Moves = {
  initial: "draft",
  self_schedule: "draft",
  pending_post_approval: "under_nurse_review",
  pending_publish_approval: "published",
};

/**
 * Reject moves one step back (F-004). Not from `initial` (no previous state) and not from `current`
 * or `past`: those follow the calendar and the daily job would move them forward again.
 */
const REJECT: Moves = {
  self_schedule: "initial",
  draft: "self_schedule",
  pending_post_approval: "draft",
  under_nurse_review: "pending_post_approval",
  pending_publish_approval: "under_nurse_review",
  published: "pending_publish_approval",
};

function move(action: ScheduleAction, state: string, moves: Moves): TransitionResult {
  const from = normalizeScheduleState(state);
  const to = from === null ? undefined : moves[from];
  return to ? { ok: true, state: to } : { ok: false, error: { code: "invalid_state", action, state } };
}

export function approveSchedule(state: string): TransitionResult {
  return move("approve", state, APPROVE);
}

export function rejectSchedule(state: string): TransitionResult {
  return move("reject", state, REJECT);
}

/** Post a draft for staff review, through the director first when approval is needed (F-005). */
export function postSchedule(state: string, needsApproval: boolean): TransitionResult {
  return move("post", state, { draft: needsApproval ? "pending_post_approval" : "under_nurse_review" });
}

/** Open a new period to self-scheduling (Z-011). */
export function postScheduleForSelfSchedule(state: string): TransitionResult {
  return move("post_self_schedule", state, { initial: "self_schedule" });
}

/**
 * Publish after staff review, through the director first when approval is needed (F-005). The
 * director's approval of a pending publish is itself a publish call (F-004), whatever the flag.
 */
export function publishSchedule(state: string, needsApproval: boolean): TransitionResult {
  return move("publish", state, {
    under_nurse_review: needsApproval ? "pending_publish_approval" : "published",
    pending_publish_approval: "published",
  });
}

/** Hospital setting `scheduling.states.{state}` (Z-010). */
export interface ScheduleStateSetting {
  readonly editable?: boolean;
  readonly staffVisible?: boolean;
}

export type ScheduleStatesConfig = Readonly<Record<string, ScheduleStateSetting | undefined>>;

const EDITABLE_BY_DEFAULT: ReadonlySet<ScheduleState> = new Set([
  "initial",
  "self_schedule",
  "draft",
  "under_nurse_review",
]);

function settingFor(config: ScheduleStatesConfig, state: ScheduleState): ScheduleStateSetting | undefined {
  const aliases = Object.keys(SCHEDULE_STATE_ALIASES).filter(
    (alias) => SCHEDULE_STATE_ALIASES[alias] === state,
  );
  return [state, ...aliases].map((key) => config[key]).find((setting) => setting !== undefined);
}

/**
 * F-009: read-only when the user may not edit the master schedule, or the state's configuration
 * disallows editing. With no configuration at all the defaults of Z-010 apply; once states are
 * configured, a non-empty state missing from it is read-only (as the spec states). An empty state
 * (a period with no saved schedule yet) is editable; an unknown state is read-only.
 */
export function isReadOnly(
  state: string | null | undefined,
  statesConfig: ScheduleStatesConfig | null | undefined,
  canEdit: boolean,
): boolean {
  if (!canEdit) return true;
  if (!state) return false;
  const known = normalizeScheduleState(state);
  if (known === null) return true;
  if (!statesConfig) return !EDITABLE_BY_DEFAULT.has(known);
  const setting = settingFor(statesConfig, known);
  if (!setting) return true;
  return !(setting.editable ?? EDITABLE_BY_DEFAULT.has(known));
}

const STAFF_VISIBLE_BY_DEFAULT: ReadonlySet<ScheduleState> = new Set([
  "self_schedule",
  "under_nurse_review",
  "published",
  "current",
  "past",
]);

/**
 * F-009, Z-010: whether staff may see a schedule in this state (its shifts, events, errors, history
 * and live changes). The hospital's `scheduling.states.{state}.staffVisible` decides; without it,
 * staff see a schedule once it is offered to them. A period with no saved schedule (empty state) has
 * nothing hidden; an unknown or unconfigured state stays hidden, as unconfigured states are read-only.
 */
export function isStaffVisible(
  state: string | null | undefined,
  statesConfig: ScheduleStatesConfig | null | undefined,
): boolean {
  if (!state) return true;
  const known = normalizeScheduleState(state);
  if (known === null) return false;
  if (!statesConfig) return STAFF_VISIBLE_BY_DEFAULT.has(known);
  const setting = settingFor(statesConfig, known);
  if (!setting) return false;
  return setting.staffVisible ?? STAFF_VISIBLE_BY_DEFAULT.has(known);
}

/** Every stored state name (aliases too) staff may see, for filters that run in the database. */
export function staffVisibleStates(statesConfig: ScheduleStatesConfig | null | undefined): string[] {
  return [...SCHEDULE_STATES, ...Object.keys(SCHEDULE_STATE_ALIASES)].filter((state) =>
    isStaffVisible(state, statesConfig),
  );
}

/**
 * The state after the calendar has had its say (Y-017): a published schedule becomes current on its
 * first day and a current one past after its last; a published one whose period is already over goes
 * straight to past. States before publishing do not follow the calendar.
 */
export function calendarState(state: ScheduleState, period: PeriodDates, today: LocalDate): ScheduleState {
  if (state !== "published" && state !== "current") return state;
  const phase = periodPhase(period, today);
  if (phase === "past") return "past";
  return phase === "current" ? "current" : state;
}
