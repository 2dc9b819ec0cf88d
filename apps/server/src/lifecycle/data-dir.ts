import { mkdir, open, rm } from "node:fs/promises";
import { join } from "node:path";
import { dataDirFailure } from "./startup-failure";

/** Room the embedded database needs at least to open, create its files and migrate. */
const PROBE_BYTES = 1024 * 1024;

/**
 * Proves the data directory can be created and written (and has at least a little room) before the
 * database is opened there, so a read-only mount or a full disk is one clear line at start rather
 * than a failure deep inside the embedded database.
 */
export async function ensureWritableDataDir(dataDir: string): Promise<void> {
  const probe = join(dataDir, ".write-probe");
  try {
    await mkdir(dataDir, { recursive: true });
    const file = await open(probe, "w");
    try {
      await file.write(Buffer.alloc(PROBE_BYTES));
      await file.sync();
    } finally {
      await file.close();
    }
  } catch (error) {
    await rm(probe, { force: true }).catch(() => undefined);
    throw dataDirFailure(dataDir, error) ?? error;
  }
  await rm(probe, { force: true });
}
