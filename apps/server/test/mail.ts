import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { OutboxMailer } from "../src/mail/outbox";
import type { TestApp } from "./app";

/** A mail as its recipient would read it, parsed from the `.eml` file the outbox wrote. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The first link of the plain-text body. */
  link: string | null;
}

function decodeWords(value: string): string {
  return value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_whole, kind: string, data: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(data, "base64").toString("utf8")
      : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, "");
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i] ?? "", "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function splitHead(part: string): { headers: Map<string, string>; body: string } {
  const at = part.indexOf("\n\n");
  const head = part.slice(0, at).replace(/\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: part.slice(at + 2) };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

export function parseMail(source: string): OutboxMail {
  const { headers, body } = splitHead(source.replace(/\r\n/g, "\n"));
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get("content-type") ?? "")?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [body];
  let text = "";
  let html = "";
  for (const raw of parts) {
    const part = splitHead(raw.replace(/^\n/, ""));
    const type = part.headers.get("content-type") ?? "";
    if (type.startsWith("text/plain")) text = decodeBody(part.headers, part.body);
    if (type.startsWith("text/html")) html = decodeBody(part.headers, part.body);
  }
  return {
    to: headers.get("to") ?? "",
    subject: decodeWords(headers.get("subject") ?? ""),
    text,
    html,
    link: /https?:\/\/\S+/.exec(text)?.[0] ?? null,
  };
}

function outboxDir(t: TestApp): string {
  if (!(t.deps.mailer instanceof OutboxMailer))
    throw new Error("the test app does not write mail to an outbox");
  return t.deps.mailer.dir;
}

/** Every mail the app has written, oldest first. */
export async function outbox(t: TestApp): Promise<OutboxMail[]> {
  const dir = outboxDir(t);
  const files = (await readdir(dir)).filter((name) => name.endsWith(".eml")).sort();
  return Promise.all(files.map(async (name) => parseMail(await readFile(join(dir, name), "utf8"))));
}

/** The mails sent to one address (compared without case), oldest first. */
export async function mailsTo(t: TestApp, address: string): Promise<OutboxMail[]> {
  const wanted = address.toLowerCase();
  return (await outbox(t)).filter(
    (mail) => (/<([^>]+)>/.exec(mail.to)?.[1] ?? mail.to).toLowerCase() === wanted,
  );
}

/** The newest mail to an address; fails the test when there is none. */
export async function lastMailTo(t: TestApp, address: string): Promise<OutboxMail> {
  const mail = (await mailsTo(t, address)).at(-1);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

/** The path segments of a mailed link after the site's base: `["auth", "activate", uid, token]`. */
export function linkSegments(link: string | null): string[] {
  if (!link) throw new Error("the mail has no link");
  return new URL(link).pathname
    .split("/")
    .filter((segment) => segment !== "")
    .map(decodeURIComponent);
}
