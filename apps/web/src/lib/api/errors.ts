import { type ErrorBody, errorBody } from "@rosterly/contract";

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

function parseErrorBody(raw: string): ErrorBody | null {
  try {
    const parsed = errorBody.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const raw = await response.text().catch(() => "");
  return new ApiError(response.status, parseErrorBody(raw), raw.slice(0, 2000));
}

/** What an error toast's details section shows: the server's own data, never a stack trace. */
export function errorDetails(error: unknown): Record<string, unknown> {
  if (error instanceof ApiError)
    return error.body ? { status: error.status, ...error.body } : { status: error.status, body: error.raw };
  if (error instanceof ContractError) return { path: error.path, issues: error.issues };
  if (error instanceof Error) return { message: error.message };
  return { error: String(error) };
}
