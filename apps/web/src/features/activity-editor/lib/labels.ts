/** Names of states that arrive as data, for the labels the editors show. */
import type { MessageKey } from "../../../lib/i18n";

/** Profile states (D-011). */
export const EMPLOYEE_STATE_KEYS: Readonly<Record<string, MessageKey>> = {
  active: "activityEditor.employeeState.active",
  inactive: "activityEditor.employeeState.inactive",
  pending: "activityEditor.employeeState.pending",
  rejected: "activityEditor.employeeState.rejected",
  severed: "activityEditor.employeeState.severed",
};

/** Event and request states (K-002). */
export const EVENT_STATE_KEYS: Readonly<Record<string, MessageKey>> = {
  approved: "activityEditor.eventState.approved",
  rejected: "activityEditor.eventState.rejected",
  withdrawn: "activityEditor.eventState.withdrawn",
  withdrawn_before_approval: "activityEditor.eventState.withdrawn",
  expired: "activityEditor.eventState.expired",
  pending_scheduler_approval: "activityEditor.eventState.pending",
  pending_operator_approval: "activityEditor.eventState.pending",
  pending_director_approval: "activityEditor.eventState.underReview",
  pending_supervisor_approval: "activityEditor.eventState.underReview",
};
