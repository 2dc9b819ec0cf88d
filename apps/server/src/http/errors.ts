import type {
  CooloffTimedelta,
  ErrorCode,
  ErrorDetailArgs,
  ErrorDetailKey,
  MessageRef,
} from "@rosterly/contract";
import { errorDetail } from "../lib/error-details";

type DetailParams = Readonly<Record<string, string | number>>;

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
      /** The reason as a catalogue key, for the web to say in the reader's language. */
      detailKey?: ErrorDetailKey;
      detailParams?: DetailParams;
    } = {},
  ) {
    super(detail);
  }
}

/** A refusal whose English `detail` comes from the reason's key, which the answer names too. */
function refusal<K extends ErrorDetailKey>(
  status: number,
  code: ErrorCode,
  key: K,
  args: ErrorDetailArgs<K>,
  extra: { cooloffTimedelta?: CooloffTimedelta } = {},
): AppError {
  const params: DetailParams | undefined = args[0];
  return new AppError(status, code, errorDetail(key, params), {
    ...extra,
    detailKey: key,
    ...(params === undefined ? {} : { detailParams: { ...params } }),
  });
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
    refusal(403, "account_locked", "errors.forbidden.account_locked", [], { cooloffTimedelta }),
  noActiveProfile: () => refusal(403, "no_active_profile", "errors.forbidden.no_active_profile", []),
  /** 403: a visible thing the caller may not do; `key` names why. */
  forbidden: <K extends ErrorDetailKey>(key: K, ...params: ErrorDetailArgs<K>) =>
    refusal(403, "permission_denied", key, params),
  /** 404: missing, or outside the caller's scope (never revealing which). */
  notFound: <K extends ErrorDetailKey>(key: K, ...params: ErrorDetailArgs<K>) =>
    refusal(404, "not_found", key, params),
  invalid: (
    errors: Record<string, string[]>,
    detail = "Invalid input.",
    errorKeys?: Record<string, MessageRef[]>,
  ) => new AppError(400, "invalid", detail, errorKeys ? { errors, errorKeys } : { errors }),
  invalidState: (state: string) => new AppError(400, "invalid_state", `Invalid state ${state}`),
  /** 412: blocked by references, or the caller saw an older state. */
  precondition: <K extends ErrorDetailKey>(key: K, ...params: ErrorDetailArgs<K>) =>
    refusal(412, "precondition_failed", key, params),
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
