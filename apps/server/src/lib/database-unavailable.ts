import { errorCode } from "./error-code";

/**
 * Codes meaning "the database is not there just now", not "this request is wrong": connections
 * refused, reset or timed out, and PostgreSQL's shutdown, start-up and too-many-connections states
 * (SQLSTATE class 08 and 57P01–57P03, 53300).
 */
const UNAVAILABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

const POOL_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
];

/** Whether a failure is the database being away (a restart, a failover), which a retry may cure. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = errorCode(error);
  if (code && (UNAVAILABLE.has(code) || code.startsWith("08"))) return true;
  const message = error instanceof Error ? error.message : "";
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : "";
  return POOL_MESSAGES.some((text) => message.includes(text) || cause.includes(text));
}
