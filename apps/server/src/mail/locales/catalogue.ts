/** Every text of the account mails, per language. Functions take what the sentence names. */
export interface MailCatalogue {
  greeting: (name: string) => string;
  signature: string;
  linkFallback: string;
  notYou: string;
  activation: {
    subject: (organisation: string) => string;
    intro: (organisation: string) => string;
    action: string;
    expiry: (days: number) => string;
  };
  passwordReset: {
    subject: string;
    intro: string;
    action: string;
    expiry: (hours: number) => string;
  };
  emailChange: {
    subject: string;
    intro: (newEmail: string) => string;
    action: string;
    expiry: (hours: number) => string;
  };
  emailChanged: {
    subject: string;
    intro: (newEmail: string) => string;
    help: string;
  };
}

export const MAIL_LOCALES = ["en", "zh-TW"] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];

/** The recipient's `settings.locale` when it is one we write in, else English. */
export function localeOf(settings: Readonly<Record<string, unknown>>): MailLocale {
  return MAIL_LOCALES.find((locale) => locale === settings.locale) ?? "en";
}
