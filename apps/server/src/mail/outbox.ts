import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Transporter } from "nodemailer";
import type { MailLog, Mailer, MailMessage } from "./mailer";

/**
 * Without an SMTP server each mail becomes a standard `.eml` file (open it in any mail program)
 * and a log line with its subject and link, so a new install can follow every account flow.
 */
export class OutboxMailer implements Mailer {
  readonly kind = "outbox";
  // nodemailer builds the MIME message exactly as it would send it, without sending.
  private builder: Promise<Transporter> | null = null;

  constructor(
    readonly dir: string,
    private readonly from: string,
    private readonly log: MailLog,
  ) {}

  async send(message: MailMessage): Promise<boolean> {
    try {
      this.builder ??= import("nodemailer").then(({ createTransport }) =>
        createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
      );
      const info = await (await this.builder).sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      if (!Buffer.isBuffer(info.message)) throw new Error("the message was not built into a buffer");
      await mkdir(this.dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(this.dir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, info.message);
      // The link carries a one-time token: it is in the saved mail, never in the log.
      this.log("info", `mail to ${message.to}: ${message.subject} (saved as ${file})`);
      return true;
    } catch (error) {
      this.log(
        "error",
        `mail to ${message.to} not written: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
  }
}
