import { WS_CLOSE_UNAUTHORIZED } from "@rosterly/contract";
import type { DB } from "../db/client";
import { AppError } from "../http/errors";
import { sessionForClaims } from "../services/auth/authenticate";
import type { Recheck, Subscriber } from "./hub";

/** The WebSocket close code for a server fault: the client retries, unlike after 4001. */
export const WS_CLOSE_SERVER_ERROR = 1011;

/**
 * Why a socket could not open, as its close code: an authentication answer (401, 403) means the
 * token or the person is not good (4001, no retry); anything else is our fault (1011, retry).
 */
export function closeCodeFor(error: unknown): number {
  return error instanceof AppError && (error.status === 401 || error.status === 403)
    ? WS_CLOSE_UNAUTHORIZED
    : WS_CLOSE_SERVER_ERROR;
}

/**
 * Re-checks the person behind a socket as a new request would be checked. A database failure keeps
 * the socket as it is: a fault of ours must not look like a lost right.
 */
export async function recheckSubscriber(db: DB, subscriber: Subscriber): Promise<Recheck> {
  try {
    const session = await sessionForClaims(db, {
      userId: subscriber.session.user.id,
      version: subscriber.tokenVersion,
      device: subscriber.device,
    });
    return { ok: true, session };
  } catch (error) {
    if (closeCodeFor(error) === WS_CLOSE_UNAUTHORIZED) {
      return { ok: false, reason: error instanceof AppError ? error.code : "not authorized" };
    }
    return { ok: true, session: subscriber.session };
  }
}
