import { errorCode } from "../lib/error-code";

/**
 * A start that cannot succeed for a reason outside the program (a data directory it may not write,
 * a full disk, a database it cannot reach): the process prints the message alone, as one line an
 * operator can act on, and exits 1. Stack traces are kept for faults in the program itself.
 */
export class StartupError extends Error {}

export { errorCode };

const DISK_CODES: Record<string, string> = {
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EROFS: "read-only file system",
  ENOSPC: "no space left on the device (disk full)",
  EDQUOT: "disk quota exceeded",
  ENOTDIR: "a part of the path is a file, not a directory",
  EISDIR: "a directory is in the way",
  EEXIST: "a file is in the way",
  ENOENT: "the path does not exist",
};

const NETWORK_CODES: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host name lookup failed",
  ETIMEDOUT: "connection timed out",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  ECONNRESET: "connection reset",
};

/** PostgreSQL's own refusals at connect time (SQLSTATE classes 08, 28 and 3D, 53, 57P03). */
const POSTGRES_CODES: Record<string, string> = {
  "28P01": "password authentication failed",
  "28000": "the server refused this user",
  "3D000": "the database does not exist",
  "53300": "too many connections",
  "57P03": "the server is starting up or shutting down",
};

/** Why the data directory cannot be used, or null when the error is not a file-system refusal. */
export function dataDirFailure(dataDir: string, error: unknown): StartupError | null {
  const code = errorCode(error);
  const why = code ? DISK_CODES[code] : undefined;
  if (!code || !why) return null;
  return new StartupError(`Rosterly cannot write its data directory ${dataDir} (DATA_DIR): ${why} [${code}]`);
}

/** Why the database cannot be used at start, or null when the error is something else. */
export function databaseFailure(databaseUrl: string, error: unknown): StartupError | null {
  const code = errorCode(error);
  const why = code ? (NETWORK_CODES[code] ?? POSTGRES_CODES[code]) : undefined;
  if (!code || !why) return null;
  const url = new URL(databaseUrl);
  // Host, port and database only: the URL's password never reaches the output.
  const where = `${url.hostname}:${url.port || "5432"}${url.pathname}`;
  return new StartupError(`Rosterly cannot use the database at ${where} (DATABASE_URL): ${why} [${code}]`);
}
