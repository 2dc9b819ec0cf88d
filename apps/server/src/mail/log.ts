import type { Config } from "../config/env";
import type { MailLog } from "./mailer";

const QUIET_INFO = new Set<Config["logLevel"]>(["silent", "fatal", "error", "warn"]);

/** Mail lines for the console, honouring LOG_LEVEL (the mailer is built before the HTTP logger). */
export function consoleMailLog(level: Config["logLevel"]): MailLog {
  return (kind, line) => {
    if (level === "silent") return;
    if (kind === "error") console.error(line);
    else if (!QUIET_INFO.has(level)) console.info(line);
  };
}
