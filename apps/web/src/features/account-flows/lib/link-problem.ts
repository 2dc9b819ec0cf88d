/** Why a mailed link did not work, from the server's stable codes (never from its wording). */
import { ApiError } from "../../../lib/api/errors";

export type LinkProblem = "expired" | "used" | "invalid";

export function linkProblemOf(error: unknown): LinkProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === "token_expired") return "expired";
  if (error.code === "token_used") return "used";
  if (error.code === "token_invalid") return "invalid";
  // A malformed uid or token is named as a field of the link rather than with a token code.
  const errors = error.body?.errors ?? {};
  if (error.status === 400 && ("uid" in errors || "token" in errors || "user_id" in errors)) return "invalid";
  return error.status === 404 ? "invalid" : null;
}

/** Z-043: `{scheme}://` opens the mobile app; only a plain app scheme is followed, never a web or script one. */
export function appLink(scheme: string | undefined): string | null {
  if (scheme === undefined || !/^[a-z][a-z0-9+.-]{0,31}$/.test(scheme)) return null;
  if (["http", "https", "javascript", "data", "vbscript", "file", "blob", "about"].includes(scheme))
    return null;
  return `${scheme}://`;
}
