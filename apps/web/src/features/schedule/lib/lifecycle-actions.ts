/**
 * The lifecycle steps offered for a schedule's state (F-004, F-005, Z-011): exactly those the
 * domain's transitions accept, for users who may edit the schedule. The server decides approval
 * rights and the department's approval rules.
 */
import {
  approveSchedule,
  postSchedule,
  postScheduleForSelfSchedule,
  publishSchedule,
  rejectSchedule,
  type ScheduleState,
} from "@rosterly/domain/schedule";
import type { ScheduleActionPath } from "../../../lib/scheduling/paths";

export interface OfferedAction {
  action: ScheduleActionPath;
  /** The state the step leads to (without approval), for its label. */
  to: ScheduleState;
}

export function offeredActions(state: string, canEdit: boolean): OfferedAction[] {
  if (!canEdit) return [];
  const offered: OfferedAction[] = [];
  const add = (action: ScheduleActionPath, result: ReturnType<typeof approveSchedule>) => {
    if (result.ok) offered.push({ action, to: result.state });
  };
  add("post_self_schedule", postScheduleForSelfSchedule(state));
  add("post", postSchedule(state, false));
  // Approving a pending publish is the publish step itself (F-004): offer it once, as approval.
  if (state !== "pending_publish_approval") add("publish", publishSchedule(state, false));
  add("approve", approveSchedule(state));
  add("reject", rejectSchedule(state));
  return offered;
}
