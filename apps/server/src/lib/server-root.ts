import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The server package's directory (`apps/server`), found by walking up to its package.json. The same code
 * runs from `src/…` (tsx, tests) and bundled into `dist/main.js`, at different depths, so fixed `../..`
 * paths would point elsewhere in one of the two.
 */
function findServerRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const SERVER_ROOT = findServerRoot(dirname(fileURLToPath(import.meta.url)));

/** A path inside the repository, given relative to the server package. */
export function fromServerRoot(...segments: string[]): string {
  return join(SERVER_ROOT, ...segments);
}
