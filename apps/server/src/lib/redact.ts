/**
 * Secrets that must never reach a log line: access and refresh tokens (in socket URLs, headers),
 * and the one-time tokens of account links.
 */
const TOKEN_QUERY = /([?&](?:token|access|refresh|uid)=)[^&#\s]*/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;

export function redactSecrets(text: string): string {
  return text.replace(TOKEN_QUERY, "$1[redacted]").replace(JWT, "[redacted]");
}

/**
 * A failure as it may be logged: its kind, code and first line, never the failing statement's
 * parameters (e-mail addresses, names) that database errors carry.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const firstLine = error.message.split("\n")[0] ?? "";
  const withoutParams = firstLine.replace(/\bparams:.*$/i, "params: [redacted]");
  const code = "code" in error ? error.code : undefined;
  const cause = error.cause instanceof Error ? loggableError(error.cause) : undefined;
  return {
    type: error.name,
    message: redactSecrets(withoutParams),
    ...(typeof code === "string" ? { code } : {}),
    ...(cause ? { cause } : {}),
    stack: redactSecrets(
      (error.stack ?? "")
        .split("\n")
        .filter((line) => line.trimStart().startsWith("at "))
        .slice(0, 8)
        .join("\n"),
    ),
  };
}
