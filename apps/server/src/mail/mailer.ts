import type { Config } from "../config/env";
import { OutboxMailer } from "./outbox";
import { SmtpMailer } from "./smtp";

/** One account mail: plain text and HTML bodies of the same message. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The mail's main link, named in the log line of the file outbox. */
  link?: string;
}

/**
 * Sends account mail. `send` never throws: a mail that cannot be delivered is logged and answered
 * `false`, because the change that caused it is already committed and the person can ask again.
 */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<boolean>;
}

export type MailLog = (level: "info" | "error", line: string) => void;

/** `PUBLIC_URL`, else the local address of this server: the base of every mailed link. */
export function publicBaseUrl(config: Pick<Config, "publicUrl" | "port">): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, "");
}

function defaultSender(config: Pick<Config, "publicUrl" | "port">): string {
  const host = new URL(publicBaseUrl(config)).hostname;
  // "localhost" is not a deliverable domain; SMTP relays reject a sender without a dot.
  return `Rosterly <no-reply@${host.includes(".") ? host : `${host}.localdomain`}>`;
}

/** SMTP when `SMTP_URL` is set; otherwise `.eml` files in `DATA_DIR/outbox/`. */
export function createMailer(
  config: Pick<Config, "smtpUrl" | "dataDir" | "publicUrl" | "port" | "mailFrom">,
  log: MailLog,
  outboxDir = `${config.dataDir}/outbox`,
): Mailer {
  const from = config.mailFrom ?? defaultSender(config);
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, from, log) : new OutboxMailer(outboxDir, from, log);
}
