import type { MailCatalogue } from "./catalogue";

export const en: MailCatalogue = {
  greeting: (name) => `Hello ${name},`,
  signature: "The Rosterly team",
  linkFallback: "If the button does not work, copy this link into your browser:",
  notYou: "If you did not expect this e-mail, you can ignore it; nothing changes until the link is used.",
  activation: {
    subject: (organisation) => `Your Rosterly account at ${organisation}`,
    intro: (organisation) =>
      `${organisation} has created a Rosterly account for you. Choose your password to activate it; you will then sign in with this e-mail address.`,
    action: "Activate my account",
    expiry: (days) => `This link works once and expires in ${days} days.`,
  },
  passwordReset: {
    subject: "Reset your Rosterly password",
    intro:
      "Someone asked to reset the password of your Rosterly account. Use the link below to choose a new one.",
    action: "Choose a new password",
    expiry: (hours) => `This link works once and expires in ${hours} hours.`,
  },
  emailChange: {
    subject: "Confirm your new e-mail address",
    intro: (newEmail) =>
      `You asked to sign in to Rosterly with ${newEmail} from now on. Confirm that this address is yours.`,
    action: "Confirm my e-mail address",
    expiry: (hours) => `This link works once and expires in ${hours} hours.`,
  },
  emailChanged: {
    subject: "Your Rosterly e-mail address was changed",
    intro: (newEmail) => `Your Rosterly account now signs in with ${newEmail}.`,
    help: "If you did not make this change, contact your hospital's Rosterly administrator at once.",
  },
};
