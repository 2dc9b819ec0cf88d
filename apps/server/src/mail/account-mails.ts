import { ACCOUNT_LINKS } from "@rosterly/contract";
import { composeMail } from "./compose";
import type { MailMessage } from "./mailer";
import { type MailCatalogue, type MailLocale, localeOf } from "./locales/catalogue";
import { en } from "./locales/en";
import { zhTW } from "./locales/zh-TW";

const CATALOGUES: Record<MailLocale, MailCatalogue> = { en, "zh-TW": zhTW };

/** Who a mail is for; the language is their `settings.locale` (default English). */
export interface Recipient {
  email: string;
  firstName: string;
  settings: Readonly<Record<string, unknown>>;
}

const catalogueFor = (who: Recipient) => CATALOGUES[localeOf(who.settings)];

/** The activation mail a new account gets (Y-005); the link lets the person choose a password. */
export function activationMail(
  baseUrl: string,
  who: Recipient,
  args: { uid: number; token: string; organisation: string; days: number },
): MailMessage {
  const t = catalogueFor(who);
  return composeMail(t, {
    to: who.email,
    subject: t.activation.subject(args.organisation),
    name: who.firstName,
    paragraphs: [t.activation.intro(args.organisation)],
    action: { label: t.activation.action, url: baseUrl + ACCOUNT_LINKS.activate(args.uid, args.token) },
    footnotes: [t.activation.expiry(args.days), t.notYou],
  });
}

/** Forgot password (B-014): the web reset route, or the mobile one when the request named a platform. */
export function passwordResetMail(
  baseUrl: string,
  who: Recipient,
  args: {
    uid: number;
    token: string;
    hours: number;
    platform?: string | undefined;
    scheme?: string | undefined;
  },
): MailMessage {
  const t = catalogueFor(who);
  const path = args.platform
    ? ACCOUNT_LINKS.resetPasswordOnDevice(args.platform, args.uid, args.token, args.scheme)
    : ACCOUNT_LINKS.resetPassword(args.uid, args.token);
  return composeMail(t, {
    to: who.email,
    subject: t.passwordReset.subject,
    name: who.firstName,
    paragraphs: [t.passwordReset.intro],
    action: { label: t.passwordReset.action, url: baseUrl + path },
    footnotes: [t.passwordReset.expiry(args.hours), t.notYou],
  });
}

/** Sent to the new address: following the link proves the person owns it (B-016, Y-006). */
export function emailChangeMail(
  baseUrl: string,
  who: Recipient,
  args: { uid: number; newEmail: string; token: string; hours: number },
): MailMessage {
  const t = catalogueFor(who);
  return composeMail(t, {
    to: args.newEmail,
    subject: t.emailChange.subject,
    name: who.firstName,
    paragraphs: [t.emailChange.intro(args.newEmail)],
    action: {
      label: t.emailChange.action,
      url: baseUrl + ACCOUNT_LINKS.confirmEmailChange(args.uid, args.newEmail, args.token),
    },
    footnotes: [t.emailChange.expiry(args.hours), t.notYou],
  });
}

/** Sent to the old address once the change is made, so a hijacked account does not go unnoticed. */
export function emailChangedMail(who: Recipient, newEmail: string): MailMessage {
  const t = catalogueFor(who);
  return composeMail(t, {
    to: who.email,
    subject: t.emailChanged.subject,
    name: who.firstName,
    paragraphs: [t.emailChanged.intro(newEmail), t.emailChanged.help],
    footnotes: [],
  });
}
