import type { Config } from "../config/env";
import { redactSecrets } from "../lib/redact";
import { terminalLogStream } from "./terminal-log";

/**
 * The request log: method, address and the URL without its secrets (the live channel carries the
 * access token in its URL); authorization headers and cookies are never written.
 */
export function loggerOptions(level: Config["logLevel"]) {
  return {
    level,
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactSecrets(request.url),
        remoteAddress: request.ip,
      }),
    },
    redact: ["req.headers.authorization", "req.headers.cookie"],
  };
}

/** JSON for machines (pipes, files, log collectors, `LOG_FORMAT=json`); readable lines on a terminal. */
export function logFormat(
  logFormatSetting: Config["logFormat"],
  stdout: { isTTY?: boolean },
): "json" | "pretty" {
  return logFormatSetting ?? (stdout.isTTY === true ? "pretty" : "json");
}

/** The server's logger: `loggerOptions`, written pretty to the terminal when the format says so. */
export function serverLoggerOptions(config: Pick<Config, "logLevel" | "logFormat">) {
  const options = loggerOptions(config.logLevel);
  return logFormat(config.logFormat, process.stdout) === "pretty"
    ? {
        ...options,
        stream: terminalLogStream(process.stdout, { colorize: process.stdout.hasColors?.() ?? false }),
      }
    : options;
}
