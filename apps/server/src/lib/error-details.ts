import type { ErrorDetailKey } from "@rosterly/contract";

// The English `detail` of each reason a 403, 404 or 412 gives; the web shows its own text per key.
const TEXT: Record<ErrorDetailKey, string> = {
  "errors.forbidden.no_active_profile": "This account has no active profile.",
  "errors.forbidden.account_locked": "Too many failed sign-in attempts; try again later.",
  "errors.forbidden.view_accounts": "You may not view user accounts.",
  "errors.forbidden.edit_schedule_notes": "You may not change this person's schedule notes.",
  "errors.forbidden.manage_accounts": "You may not manage user accounts.",
  "errors.forbidden.change_profile": "You may not change this person's profile.",
  "errors.forbidden.assign_department": "You may not assign people to this department.",
  "errors.forbidden.give_job_type": "You may not give this job type.",
  "errors.forbidden.account_owner_only": "Only the account's owner may do this.",
  "errors.forbidden.change_details": "You may not change this person's details.",
  "errors.forbidden.owner_only_fields":
    "Only the account's owner may change their preferences and acting profile.",
  "errors.forbidden.profile_owner_only": "Only the profile's owner may do this.",
  "errors.forbidden.own_screen_permissions": "You may not change your own screen permissions.",
  "errors.forbidden.move_self": "You may not change your own department, job type or status.",
  "errors.forbidden.change_hospital": "Only administrators may change the hospital.",
  "errors.forbidden.change_configuration": "Only administrators may change the organisation's configuration.",
  "errors.forbidden.master_schedule": "You do not have access to the master schedule.",
  "errors.forbidden.change_activities": "You may not change shifts or events.",
  "errors.forbidden.change_department_schedules": "You may not change schedules of this department.",
  "errors.forbidden.director_decides": "Only the department's director may approve or reject this schedule.",
  "errors.forbidden.schedule_read_only": "The schedule of {start} to {end} is {state} and cannot be changed.",
  "errors.forbidden.own_shift_history": "You may see the history of your own shifts only.",
  "errors.forbidden.own_event_history": "You may see the history of your own events only.",
  "errors.forbidden.view_open_shifts": "You do not have access to open shifts.",
  "errors.forbidden.change_open_shifts": "You may not change open shifts.",
  "errors.forbidden.change_department_open_shifts": "You may not change open shifts of this department.",
  "errors.forbidden.view_daily_schedules": "You do not have access to daily schedules.",
  "errors.forbidden.change_daily_schedules": "You may not change daily schedules.",
  "errors.forbidden.daily_schedule_finalized":
    "The daily schedule of {date} is finalized and can no longer be changed.",
  "errors.forbidden.staff_bid_only": "Only staff bid on open shifts.",
  "errors.forbidden.own_bids_only": "You may see only your own bids.",
  "errors.forbidden.own_requests_only":
    "You may send and take back requests only for your own shifts and time off.",
  "errors.forbidden.review_requests": "You may not review requests in this department.",
  "errors.forbidden.not_reviewer":
    "Only the reviewer this request is assigned to may decide it. Take it over first.",
  "errors.forbidden.view_report": "You do not have access to the shift report.",
  "errors.forbidden.report_internal_comments":
    "Internal comments are in the report for operations management only.",
  "errors.forbidden.view_templates": "You may not see schedule templates.",
  "errors.forbidden.change_templates": "You may not change schedule templates.",
  "errors.forbidden.view_snapshots": "You may not see schedule snapshots.",
  "errors.forbidden.take_snapshots": "Only operations management takes snapshots on demand.",
  "errors.forbidden.department_feed": "Only managers of the department may subscribe to its schedule.",
  "errors.forbidden.manage_documents":
    "Only management sees and keeps people's credentials and health records.",
  "errors.not_found.hospital": "Hospital not found.",
  "errors.not_found.department": "Department not found.",
  "errors.not_found.schedule": "Schedule not found.",
  "errors.not_found.user": "User not found.",
  "errors.not_found.employee": "Employee not found.",
  "errors.not_found.profile": "Profile not found.",
  "errors.not_found.permissions": "Permissions not found.",
  "errors.not_found.shift": "Shift not found.",
  "errors.not_found.event": "Event not found.",
  "errors.not_found.open_shift": "Open shift not found.",
  "errors.not_found.request": "Request not found.",
  "errors.not_found.report_template": "Report template not found.",
  "errors.not_found.document": "Document not found.",
  "errors.not_found.document_history": "History entry not found.",
  "errors.not_found.attachment": "This document has no attachment.",
  "errors.not_found.daily_schedule": "Daily schedule not found.",
  "errors.not_found.daily_schedule_type": "Daily schedule type not found.",
  "errors.not_found.snapshot": "Snapshot not found.",
  "errors.not_found.fill_run": "This proposal no longer exists.",
  "errors.not_found.calendar_feed": "Calendar feed not found.",
  "errors.not_found.configuration_row": "{kind} not found.",
  "errors.precondition.configuration_in_use": "Cannot delete {kind} because it is currently being used",
  "errors.precondition.shift_referenced":
    "Failed to delete shift because there are requests and/or open shifts referencing it.",
  "errors.precondition.confirm_password":
    "Confirm your current password before changing your e-mail address.",
  "errors.precondition.open_shift_not_open": "This open shift is no longer open.",
  "errors.precondition.open_shift_has_bids":
    "This open shift has bids or assignees and can no longer change.",
  "errors.precondition.open_shift_delete_with_bids":
    "Open shifts with bids or assignees cannot be deleted; close it instead.",
  "errors.precondition.seats_left": "Only {remaining} seats are left.",
  "errors.precondition.nudge_wait": "The next reminder can be sent in {seconds} seconds.",
  "errors.precondition.open_shift_unavailable": "This open shift is no longer available.",
  "errors.precondition.already_bid": "You have already bid on this open shift.",
  "errors.precondition.already_working": "You already work at that time.",
  "errors.precondition.shift_type_not_offered": "This open shift's shift type is not offered to you.",
  "errors.precondition.bidding_ended": "Bidding on this open shift has ended.",
  "errors.precondition.no_bid": "You have no bid on this open shift.",
  "errors.precondition.already_seated": "You are already assigned to this open shift.",
  "errors.precondition.request_not_pending": "This request is no longer awaiting review.",
  "errors.precondition.request_shift_changed":
    "A shift in this request changed after it was sent. Reload it and review it again.",
  "errors.precondition.request_pending_exists": "A request for this shift is already awaiting review.",
  "errors.precondition.request_needs_receiver": "Choose who takes this shift before approving.",
  "errors.precondition.no_director": "This department has no director to send the request to.",
  "errors.precondition.template_changed":
    "Someone else changed this template meanwhile. Reload it and try again.",
  "errors.precondition.fill_running": "The generator is already filling this schedule.",
  "errors.precondition.fill_busy": "The generator is busy with other schedules; try again in a minute.",
  "errors.precondition.fill_not_done": "The generator has not finished this proposal yet.",
};

/** The English of a reason, with the values it names. */
export function errorDetail(key: ErrorDetailKey, params?: Readonly<Record<string, string | number>>): string {
  return TEXT[key].replace(/\{(\w+)\}/g, (whole, name: string) => String(params?.[name] ?? whole));
}

/** The names a reason's English uses, in order (for the test that holds them to the contract). */
export function errorDetailPlaceholders(key: ErrorDetailKey): string[] {
  return [...TEXT[key].matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
}
