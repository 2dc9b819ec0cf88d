import { type ErrorBody, isErrorDetailKey } from "@rosterly/contract";
import type { TFunction } from "i18next";

/** A non-2xx answer. `body` is the server's error envelope when it sent one (a proxy may send HTML). */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
    readonly raw: string,
  ) {
    super(body?.detail ?? `HTTP ${status}`);
  }

  get code(): string | null {
    return this.body?.code ?? null;
  }

  /** The reason of a 403, 404 or 412 as a catalogue key (`ERROR_DETAIL_KEYS`), when the server named one. */
  get detailKey(): string | null {
    return this.body?.detail_key ?? null;
  }

  /** The values the reason names. */
  get detailParams(): Readonly<Record<string, string | number>> {
    return this.body?.detail_params ?? {};
  }

  /** Whether the API client already turned this answer into a sign-in or logout (nothing to tell). */
  get endsSession(): boolean {
    return this.status === 401 || this.code === "no_active_profile";
  }
}

/** The answer did not match the contract: a server and web version mismatch, never the user's fault. */
export class ContractError extends Error {
  override readonly name = "ContractError";

  constructor(
    readonly path: string,
    readonly issues: string,
  ) {
    super(`Unexpected answer from ${path}`);
  }
}

/**
 * Why the server refused, for a person to read: the catalogue's text for the reason's key in the
 * reader's language when the catalogue has it, else the server's own (English) detail. Null when
 * no server answer says why (a network failure, a proxy's page).
 */
export function refusalReason(error: unknown, t: TFunction, exists: (key: string) => boolean): string | null {
  if (!(error instanceof ApiError) || !error.body) return null;
  const key = error.detailKey;
  if (key === null || !isErrorDetailKey(key) || !exists(key)) return error.body.detail;
  return t(key, { ...error.detailParams });
}

/** What an error toast's details section shows: the server's own data, never a stack trace. */
export function errorDetails(error: unknown): Record<string, unknown> {
  if (error instanceof ApiError)
    return error.body ? { status: error.status, ...error.body } : { status: error.status, body: error.raw };
  if (error instanceof ContractError) return { path: error.path, issues: error.issues };
  if (error instanceof Error) return { message: error.message };
  return { error: String(error) };
}
