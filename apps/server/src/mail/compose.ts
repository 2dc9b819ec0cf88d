import type { MailMessage } from "./mailer";
import type { MailCatalogue } from "./locales/catalogue";

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

export interface MailParts {
  to: string;
  subject: string;
  name: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnotes: string[];
}

/** One layout for every account mail: greeting, text, a button with its link spelled out, notes. */
export function composeMail(t: MailCatalogue, parts: MailParts): MailMessage {
  const { action } = parts;
  const text = [
    t.greeting(parts.name),
    "",
    ...parts.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...parts.footnotes.flatMap((note) => [note, ""]),
    t.signature,
  ].join("\n");

  const p = (content: string, style = "") => `<p style="margin:0 0 16px;${style}">${content}</p>`;
  const button = action
    ? p(
        `<a href="${escape(action.url)}" style="display:inline-block;padding:10px 18px;background:#1e88e5;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${escape(action.label)}</a>`,
      ) +
      p(
        `${escape(t.linkFallback)}<br><a href="${escape(action.url)}">${escape(action.url)}</a>`,
        "font-size:12px;color:#555",
      )
    : "";
  const html = [
    "<!doctype html>",
    `<html><body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">`,
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:6px">`,
    p(escape(t.greeting(parts.name))),
    ...parts.paragraphs.map((paragraph) => p(escape(paragraph))),
    button,
    ...parts.footnotes.map((note) => p(escape(note), "font-size:12px;color:#555")),
    p(escape(t.signature)),
    "</div></body></html>",
  ].join("\n");

  return { to: parts.to, subject: parts.subject, text, html, ...(action ? { link: action.url } : {}) };
}
