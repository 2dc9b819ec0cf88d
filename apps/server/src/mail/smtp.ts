import type { Transporter } from "nodemailer";
import type { MailLog, Mailer, MailMessage } from "./mailer";

/** Delivers through the SMTP server of `SMTP_URL` (smtp:// or smtps://, credentials in the URL). */
export class SmtpMailer implements Mailer {
  readonly kind = "smtp";
  private transport: Promise<Transporter> | null = null;

  constructor(
    private readonly url: string,
    private readonly from: string,
    private readonly log: MailLog,
  ) {}

  async send(message: MailMessage): Promise<boolean> {
    try {
      this.transport ??= import("nodemailer").then(({ createTransport }) => createTransport(this.url));
      await (await this.transport).sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      this.log("info", `mail sent to ${message.to}: ${message.subject}`);
      return true;
    } catch (error) {
      this.log(
        "error",
        `mail to ${message.to} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
  }
}
