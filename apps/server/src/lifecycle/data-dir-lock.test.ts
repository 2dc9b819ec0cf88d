import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LOCK_FILE, lockDataDir } from "./data-dir-lock";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "rosterly-lock-"));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("the data directory lock", () => {
  it("is refused while the process holding it runs", async () => {
    await writeFile(join(dir, LOCK_FILE), `${process.ppid}\nserver\n`);
    await expect(lockDataDir(dir, "backup")).rejects.toThrow(`in use by process ${process.ppid} (server)`);
  });

  it("is taken over from a process that no longer runs, and released", async () => {
    const gone = spawnSync(process.execPath, ["-e", ""]).pid;
    await writeFile(join(dir, LOCK_FILE), `${gone}\nserver\n`);
    const release = await lockDataDir(dir, "backup");
    expect(await readFile(join(dir, LOCK_FILE), "utf8")).toBe(`${process.pid}\nbackup\n`);
    await release();
    await expect(readFile(join(dir, LOCK_FILE), "utf8")).rejects.toThrow(/ENOENT/);
  });
});
