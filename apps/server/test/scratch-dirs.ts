import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";

/** Makes a new empty temporary directory at each call; all are removed after the calling file's tests. */
export function scratchDirs(name: string): () => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), `rosterly-${name}-`));
    made.push(dir);
    return dir;
  };
}
