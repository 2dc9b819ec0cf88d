import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** The embedded set-up generates its signing key once and keeps it beside the data. */
export async function jwtSecretFor(dataDir: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const file = join(dataDir, "jwt-secret");
  try {
    return (await readFile(file, "utf8")).trim();
  } catch {
    await mkdir(dataDir, { recursive: true });
    const secret = randomBytes(48).toString("base64url");
    await writeFile(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}
