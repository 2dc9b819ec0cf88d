import { z } from "zod";

/** Stable error codes: clients branch on these, never on `detail` text. */
export const ERROR_CODES = [
  "token_not_valid",
  "not_authenticated",
  "no_active_account",
  "unauthorized_device",
  "malformed_token",
  "account_locked",
  "no_active_profile",
  "permission_denied",
  "not_found",
  "invalid",
  "invalid_state",
  "precondition_failed",
  "unsupported_api_version",
  "server_error",
  "token_invalid",
  "token_expired",
  "token_used",
  "rate_limited",
  "service_unavailable",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const cooloffTimedelta = z.object({
  days: z.number().int(),
  hours: z.number().int(),
  minutes: z.number().int(),
  seconds: z.number().int(),
});
export type CooloffTimedelta = z.infer<typeof cooloffTimedelta>;

/** A message the web shows in the reader's language: its catalogue key and the values it names. */
export const messageRef = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type MessageRef = z.infer<typeof messageRef>;

/**
 * The one error envelope: `{detail, code}`, plus field errors for 400 (`errors` in English,
 * `error_keys` the same messages as catalogue keys, field by field) and the cool-off for 403 locked.
 * A 403, 404 or 412 also names its reason as a catalogue key (`detail_key`, one of
 * `ERROR_DETAIL_KEYS`) with the values it names (`detail_params`); `detail` stays the English.
 */
export const errorBody = z
  .object({
    detail: z.string(),
    code: z.string(),
    detail_key: z.string().optional(),
    detail_params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    error_keys: z.record(z.string(), z.array(messageRef)).optional(),
    cooloff_timedelta: cooloffTimedelta.optional(),
  })
  .meta({ id: "Error" });
export type ErrorBody = z.infer<typeof errorBody>;

export const API_VERSION = "1";
export const API_VERSION_HEADER = "x-api-version";
