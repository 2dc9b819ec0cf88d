import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/** The e2e server's mail outbox (scripts/e2e-server.mjs: DATA_DIR=.tmp/e2e-data). */
const OUTBOX = ".tmp/e2e-data/outbox";

/** Quoted-printable bodies wrap long lines with `=` and escape `=` itself. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The path of the link in the newest mail to `to` whose link contains `part`, waiting for the
 * mail to be written (the server writes it right after the request's transaction commits).
 */
export async function linkFromNewestMail(to: string, part: string, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const files = (await readdir(OUTBOX).catch(() => []))
      .filter((name) => name.endsWith(".eml"))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = decodeQuotedPrintable(await readFile(join(OUTBOX, file), "utf8"));
      if (!mail.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
      const link = mail.match(/https?:\/\/[^\s"'<>]+/g)?.find((url) => url.includes(part));
      if (link) return new URL(link).pathname;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} with a ${part} link`);
}
