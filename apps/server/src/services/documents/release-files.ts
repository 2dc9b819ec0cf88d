import type { DB } from "../../db/client";
import { fileStillUsed } from "../../repositories/documents";
import type { FileStore } from "../../storage";
import { customerCodeOf } from "../../storage/names";

/**
 * After a change has committed, removes the stored files nothing refers to any more (N-018).
 * Runs after the commit so a rolled-back change never loses a file; a name is never given out
 * again (each upload draws a fresh id), so nothing can start using a file between the commit and
 * this check. A file that fails to go is left behind rather than failing a change already made.
 */
export async function releaseFiles(
  deps: { db: DB; files: FileStore },
  orgId: number,
  candidates: readonly (string | null)[],
): Promise<void> {
  const unused: string[] = [];
  for (const name of new Set(candidates)) {
    if (name !== null && !(await fileStillUsed(deps.db, orgId, name, {}))) unused.push(name);
  }
  if (unused.length === 0) return;
  await deps.files.deleteMany(customerCodeOf(orgId), unused).catch(() => undefined);
}
