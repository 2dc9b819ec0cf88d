import { ApiError } from "../../../lib/api/errors";

/** H-015: the server refused because the open shift changed since this screen read it. */
export const isStale = (error: unknown): boolean => error instanceof ApiError && error.status === 412;
