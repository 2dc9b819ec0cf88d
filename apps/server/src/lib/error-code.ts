/** The first system error code found on the error, its cause, or (for several addresses) its parts. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  if ("code" in error && typeof error.code === "string") return error.code;
  if (error instanceof AggregateError) {
    for (const part of error.errors) {
      const code = errorCode(part);
      if (code) return code;
    }
  }
  if (error instanceof Error && error.cause !== undefined) return errorCode(error.cause);
  return undefined;
}
