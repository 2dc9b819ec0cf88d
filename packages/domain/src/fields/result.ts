// The answer of every field rule: ok, or a message key from the catalogue with its parameters.

/** Message keys; the text of each lives in the web's locale files (the server sends the key too). */
export const VALIDATION_KEYS = [
  "validation.required",
  "validation.max",
  "validation.min_value",
  "validation.max_value",
  "validation.numeric",
  "validation.password",
  "validation.email",
  "validation.phone",
  "validation.time",
  "validation.date",
  "validation.date_min",
  "validation.color",
  "validation.confirmed",
  "validation.is",
  "validation.integer",
  "validation.multiple_of",
  "validation.weekday",
  "validation.type",
  "validation.unknown_key",
  "validation.unknown_reference",
  "validation.obsolete_reference",
  "validation.duplicate",
  "validation.choice",
  "validation.date_format",
  "validation.max_items",
  "validation.invalid",
  "validation.same_start_end",
  "validation.time_skipped",
  "validation.half_hour",
  "validation.not_scheduling_department",
  "validation.assignable_employee",
  "validation.hospital_choice",
  "validation.inactive_user",
  "validation.name_taken",
  "validation.short_code_taken",
  "validation.no_longer_in_use",
  "validation.staff_only_event_type",
  "validation.too_large",
  "validation.cancel_unsaved",
  "validation.cancel_not_working",
  "validation.no_such_row",
  "validation.bidding_end_future",
  "validation.bidding_end_before_shift",
  "validation.give_to_other",
  "validation.hours_pair",
  "validation.date_not_past",
  "validation.active_profile",
  "validation.us_time_zone",
  "validation.email_change_by_link",
  "validation.profile_in_department",
  "validation.email_taken",
  "validation.preference_path",
  "validation.preference_not_group",
  "validation.date_iso",
  "validation.errors_query",
  "validation.within_period",
  "validation.schedule_of_department",
  "validation.us_state",
  "validation.us_only",
  "validation.zip_code",
  "validation.has_profile",
  "validation.permissions_exist",
  "validation.order_by",
  "validation.date_range",
  "validation.range_order",
  "validation.range_days",
  "validation.list_query",
  "validation.repeated_row",
  "validation.no_such_rows",
  "validation.opening_fixed",
  "validation.empty_query",
  "validation.assign_nobody",
  "validation.assign_twice",
  "validation.not_a_bidder",
  "validation.already_assigned",
  "validation.wrong_password",
  "validation.same_email",
  "validation.email_in_use",
  "validation.shift_type_not_offered",
  "validation.shift_type_not_offered_job_types",
  "validation.own_shift",
  "validation.swap_partner",
  "validation.request_counterpart",
  "validation.split_parts",
  "validation.request_type_disabled",
  "validation.swap_cutoff",
  "validation.notice_days",
  "validation.not_requestable_event_type",
  "validation.new_date",
  "validation.daily_schedule_exists",
  "validation.file_required",
  "validation.file_type",
  "validation.file_size",
  "validation.verified_needs_verifier",
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];

export type MessageParams = Readonly<Record<string, string | number>>;

export interface FieldError {
  readonly ok: false;
  readonly key: ValidationKey;
  readonly params?: MessageParams;
}

/** A predicate's answer. */
export type Check = { readonly ok: true } | FieldError;

/** A normaliser's answer: the normalised value, or why there is none. */
export type Parsed<T> = { readonly ok: true; readonly value: T } | FieldError;

export const OK: { readonly ok: true } = { ok: true };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function fail(key: ValidationKey, params?: MessageParams): FieldError {
  return params === undefined ? { ok: false, key } : { ok: false, key, params };
}

/** A normaliser's answer as a predicate's (drops the value). */
export function toCheck<T>(parsed: Parsed<T>): Check {
  return parsed.ok ? OK : parsed;
}

/** Length in characters (code points, as PostgreSQL counts them), not UTF-16 units. */
export function charLength(value: string): number {
  return [...value].length;
}
