/** The server's 400 field errors, by the wire names it gives them (`first_name`, `status.until`, ...). */
import { ApiError } from "../../../lib/api/errors";

export function serverFieldErrors(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  return error.body?.errors ?? {};
}

/** The first message for a field, if the server named it. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  return serverFieldErrors(error)[field]?.[0];
}
