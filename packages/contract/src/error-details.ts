/**
 * Why a 403, 404 or 412 answer refused: each reason is a catalogue key (`detail_key` on the wire),
 * mapped here to the names of the values it names (`detail_params`). The server keeps the English
 * of each key in its own catalogue and still sends it as `detail`; the web shows its own text for
 * the key in the reader's language.
 */
export const ERROR_DETAIL_KEYS = {
  // 403: a visible thing the caller may not do.
  "errors.forbidden.no_active_profile": [],
  "errors.forbidden.account_locked": [],
  "errors.forbidden.view_accounts": [],
  "errors.forbidden.manage_accounts": [],
  "errors.forbidden.change_profile": [],
  "errors.forbidden.edit_schedule_notes": [],
  "errors.forbidden.assign_department": [],
  "errors.forbidden.give_job_type": [],
  "errors.forbidden.account_owner_only": [],
  "errors.forbidden.change_details": [],
  "errors.forbidden.owner_only_fields": [],
  "errors.forbidden.profile_owner_only": [],
  "errors.forbidden.own_screen_permissions": [],
  "errors.forbidden.move_self": [],
  "errors.forbidden.change_hospital": [],
  "errors.forbidden.change_configuration": [],
  "errors.forbidden.master_schedule": [],
  "errors.forbidden.change_activities": [],
  "errors.forbidden.change_department_schedules": [],
  "errors.forbidden.director_decides": [],
  "errors.forbidden.schedule_read_only": ["start", "end", "state"],
  "errors.forbidden.own_shift_history": [],
  "errors.forbidden.own_event_history": [],
  "errors.forbidden.view_open_shifts": [],
  "errors.forbidden.change_open_shifts": [],
  "errors.forbidden.change_department_open_shifts": [],
  "errors.forbidden.staff_bid_only": [],
  "errors.forbidden.own_bids_only": [],
  "errors.forbidden.own_requests_only": [],
  "errors.forbidden.review_requests": [],
  "errors.forbidden.not_reviewer": [],
  "errors.forbidden.view_report": [],
  "errors.forbidden.report_internal_comments": [],
  "errors.forbidden.view_daily_schedules": [],
  "errors.forbidden.change_daily_schedules": [],
  "errors.forbidden.daily_schedule_finalized": ["date"],
  "errors.forbidden.view_templates": [],
  "errors.forbidden.change_templates": [],
  "errors.forbidden.view_snapshots": [],
  "errors.forbidden.take_snapshots": [],
  "errors.forbidden.department_feed": [],
  "errors.forbidden.manage_documents": [],
  // 404: missing, or outside the caller's organisation or department scope.
  "errors.not_found.hospital": [],
  "errors.not_found.department": [],
  "errors.not_found.schedule": [],
  "errors.not_found.user": [],
  "errors.not_found.employee": [],
  "errors.not_found.profile": [],
  "errors.not_found.permissions": [],
  "errors.not_found.shift": [],
  "errors.not_found.event": [],
  "errors.not_found.open_shift": [],
  "errors.not_found.request": [],
  "errors.not_found.report_template": [],
  "errors.not_found.document": [],
  "errors.not_found.document_history": [],
  "errors.not_found.attachment": [],
  "errors.not_found.daily_schedule": [],
  "errors.not_found.daily_schedule_type": [],
  "errors.not_found.configuration_row": ["kind"],
  "errors.not_found.snapshot": [],
  "errors.not_found.fill_run": [],
  "errors.not_found.calendar_feed": [],
  // 412: blocked by references, or the caller saw an older state.
  "errors.precondition.configuration_in_use": ["kind"],
  "errors.precondition.shift_referenced": [],
  "errors.precondition.confirm_password": [],
  "errors.precondition.open_shift_not_open": [],
  "errors.precondition.open_shift_has_bids": [],
  "errors.precondition.open_shift_delete_with_bids": [],
  "errors.precondition.seats_left": ["remaining"],
  "errors.precondition.nudge_wait": ["seconds"],
  "errors.precondition.open_shift_unavailable": [],
  "errors.precondition.already_bid": [],
  "errors.precondition.already_working": [],
  "errors.precondition.shift_type_not_offered": [],
  "errors.precondition.bidding_ended": [],
  "errors.precondition.no_bid": [],
  "errors.precondition.already_seated": [],
  "errors.precondition.request_not_pending": [],
  "errors.precondition.request_shift_changed": [],
  "errors.precondition.request_pending_exists": [],
  "errors.precondition.request_needs_receiver": [],
  "errors.precondition.no_director": [],
  "errors.precondition.template_changed": [],
  "errors.precondition.fill_running": [],
  "errors.precondition.fill_busy": [],
  "errors.precondition.fill_not_done": [],
} as const satisfies Readonly<Record<`errors.${string}`, readonly string[]>>;

export type ErrorDetailKey = keyof typeof ERROR_DETAIL_KEYS;

/** The values a reason names, by the names its key lists. */
export type ErrorDetailParams<K extends ErrorDetailKey> = {
  readonly [Name in (typeof ERROR_DETAIL_KEYS)[K][number]]: string | number;
};

/** A reason that names no values. */
export type PlainErrorDetailKey = {
  [K in ErrorDetailKey]: (typeof ERROR_DETAIL_KEYS)[K] extends readonly [] ? K : never;
}[ErrorDetailKey];

/** A key that names no values takes none; one that does takes them all. */
export type ErrorDetailArgs<K extends ErrorDetailKey> = (typeof ERROR_DETAIL_KEYS)[K] extends readonly []
  ? []
  : [params: ErrorDetailParams<K>];

export const isErrorDetailKey = (key: string): key is ErrorDetailKey => Object.hasOwn(ERROR_DETAIL_KEYS, key);
