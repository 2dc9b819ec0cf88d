export {
  type DueOutcome,
  planRejection,
  takeDueChanges,
} from "./due-changes.ts";
export { jobGroupsOf, keepsCharge, screensGroupOf } from "./job-type.ts";
export {
  EMPTY_STATE_SETTINGS,
  type FieldValue,
  nextDueAt,
  readScheduledChanges,
  readStateSettings,
  SCHEDULED_FIELDS,
  type ScheduledChanges,
  type ScheduledField,
  type ScheduledFieldChange,
  type ScheduledStateChange,
  type ShiftFlags,
  type StateSettings,
  startOfLocalDay,
  withSchedules,
} from "./profile-settings.ts";
export {
  isUsable,
  PROFILE_STATES,
  type ProfileState,
  parseProfileState,
  STATUS_CHANGE_STATES,
  type StatusChangeState,
  statusChoices,
} from "./profile-states.ts";
export {
  MAX_SCHEDULED_FIELDS,
  planScheduledChanges,
  type ScheduledChangeRequest,
} from "./scheduled-field-changes.ts";
export { checkScreenOverrides } from "./screen-overrides.ts";
export {
  clearScheduledState,
  NO_SHIFT_EFFECTS,
  type PlanResult,
  planActivation,
  planStatusChange,
  type ShiftEffects,
  type StatusChangeRequest,
  type StatusContext,
  type StatusPlan,
  type When,
} from "./status-change.ts";
export { canUpdateUserDetails, type Membership } from "./update-user.ts";
export { ACCOUNT_RULE_KEYS, type AccountRuleKey, type RuleViolation, violation } from "./violations.ts";
