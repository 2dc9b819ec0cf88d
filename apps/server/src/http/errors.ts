import type { CooloffTimedelta, ErrorCode, MessageRef } from "@rosterly/contract";

/** A failure the client may see: a status, a stable code and a human detail. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly detail: string,
    readonly extra: {
      errors?: Record<string, string[]>;
      errorKeys?: Record<string, MessageRef[]>;
      cooloffTimedelta?: CooloffTimedelta;
    } = {},
  ) {
    super(detail);
  }
}

export const Errors = {
  notAuthenticated: () =>
    new AppError(401, "not_authenticated", "Authentication credentials were not provided."),
  tokenNotValid: () => new AppError(401, "token_not_valid", "Given token not valid for any token type"),
  unauthorizedDevice: () =>
    new AppError(401, "unauthorized_device", "This account has since signed in on another device."),
  malformedToken: () => new AppError(401, "malformed_token", "The token is malformed."),
  noActiveAccount: () =>
    new AppError(401, "no_active_account", "No active account found with the given credentials"),
  accountLocked: (cooloffTimedelta: CooloffTimedelta) =>
    new AppError(403, "account_locked", "Too many failed sign-in attempts; try again later.", {
      cooloffTimedelta,
    }),
  noActiveProfile: () => new AppError(403, "no_active_profile", "This account has no active profile."),
  forbidden: (detail = "You do not have permission to perform this action.") =>
    new AppError(403, "permission_denied", detail),
  notFound: (what = "Not found.") => new AppError(404, "not_found", what),
  invalid: (
    errors: Record<string, string[]>,
    detail = "Invalid input.",
    errorKeys?: Record<string, MessageRef[]>,
  ) => new AppError(400, "invalid", detail, errorKeys ? { errors, errorKeys } : { errors }),
  invalidState: (state: string) => new AppError(400, "invalid_state", `Invalid state ${state}`),
  precondition: (detail: string) => new AppError(412, "precondition_failed", detail),
  unsupportedApiVersion: (version: string) =>
    new AppError(400, "unsupported_api_version", `Unsupported API version ${version}.`),
  tokenInvalid: () =>
    new AppError(400, "token_invalid", "This link is not valid.", {
      errors: { token: ["This link is not valid."] },
    }),
  tokenExpired: () =>
    new AppError(400, "token_expired", "This link has expired.", {
      errors: { token: ["This link has expired."] },
    }),
  tokenUsed: () =>
    new AppError(400, "token_used", "This link has already been used.", {
      errors: { token: ["This link has already been used."] },
    }),
};
