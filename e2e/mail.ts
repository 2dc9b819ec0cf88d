import { watch } from "node:fs";
import { mkdir, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/** The e2e server's mail outbox (scripts/e2e-server.mjs: DATA_DIR=.tmp/e2e-data). */
const OUTBOX = ".tmp/e2e-data/outbox";

/** Quoted-printable bodies wrap long lines with `=` and escape `=` itself. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

async function findLink(to: string, part: string): Promise<string | null> {
  const files = (await readdir(OUTBOX))
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .reverse();
  for (const file of files) {
    const mail = decodeQuotedPrintable(await readFile(join(OUTBOX, file), "utf8"));
    if (!mail.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
    const link = mail.match(/https?:\/\/[^\s"'<>]+/g)?.find((url) => url.includes(part));
    if (link) return new URL(link).pathname;
  }
  return null;
}

/**
 * The path of the link in the newest mail to `to` whose link contains `part`. The server writes
 * the mail right after the request's transaction commits, so the outbox is watched for it: each
 * new file is a reason to look again, no fixed wait.
 */
export async function linkFromNewestMail(to: string, part: string, timeoutMs = 10_000): Promise<string> {
  await mkdir(OUTBOX, { recursive: true });
  return new Promise((resolve, reject) => {
    // Watching starts before the first look, so a mail written in between is not missed.
    const watcher = watch(OUTBOX);
    const limit = setTimeout(() => done(new Error(`no mail to ${to} with a ${part} link`)), timeoutMs);
    const done = (result: string | Error) => {
      clearTimeout(limit);
      watcher.close();
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    let looking = Promise.resolve();
    const look = () => {
      looking = looking
        .then(async () => {
          const link = await findLink(to, part);
          if (link) done(link);
        })
        .catch((error: unknown) => done(error instanceof Error ? error : new Error(String(error))));
    };
    watcher.on("change", look);
    look();
  });
}
