import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildHospital, buildShift, buildUser } from "../factories";
import { embeddedStore, postgresStore, rowCounts, runOpsCommand, type Store } from "../server-process";

/**
 * `npm run backup` and `npm run restore` on the engine of the run (PGlite by default, PostgreSQL
 * under TEST_DATABASE_URL): a backup restored into a fresh, empty target has every row of every
 * table; a target that holds a database is refused unless --force.
 */
let source: Store;
let target: Store;
let scratch: string;
let before: Record<string, number>;

const serverUrl = process.env.TEST_DATABASE_URL;
const fresh = (label: string) => (serverUrl ? postgresStore(serverUrl, label) : embeddedStore());
const envOf = (store: Store): Record<string, string> =>
  store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : { DATA_DIR: store.dataDir };

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "rosterly-backup-"));
  source = await fresh("backup_source");
  const database = await source.open();
  try {
    for (let h = 0; h < 2; h += 1) {
      const hospital = await buildHospital(database.db);
      const nurse = await buildUser(database.db, hospital, { group: "nurse" });
      await buildUser(database.db, hospital, { group: "scheduler" });
      for (const date of ["2026-12-01", "2026-12-02", "2026-12-03"])
        await buildShift(database.db, hospital, { userId: nurse.userId, date });
    }
    before = await rowCounts(database);
  } finally {
    await database.close();
  }
  // An empty directory, or a database with no tables yet (what `createdb` gives): the restore fills it.
  target = await fresh("backup_target");
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
  await source.remove();
  await target.remove();
});

describe("backup and restore", { timeout: 180_000 }, () => {
  it("restores into a fresh target with every row of every table, and refuses to overwrite without --force", async () => {
    const file = join(scratch, "rosterly.backup");
    const backup = await runOpsCommand("backup", [file], envOf(source));
    expect(backup.output).toMatch(/^Backed up .* \(\d+ bytes\)\.$/);
    expect(backup.code).toBe(0);

    const restore = await runOpsCommand("restore", [file], envOf(target));
    expect(restore.output).toMatch(/^Restored /);
    expect(restore.code).toBe(0);
    const restored = await target.open();
    try {
      expect(await rowCounts(restored)).toEqual(before);
      expect(before["public.shifts"]).toBe(6);
    } finally {
      await restored.close();
    }

    const refused = await runOpsCommand("restore", [file], envOf(target));
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/already holds .*--force$/);

    const forced = await runOpsCommand("restore", [file, "--force"], envOf(target));
    expect(forced.code).toBe(0);
    const again = await target.open();
    try {
      expect(await rowCounts(again)).toEqual(before);
    } finally {
      await again.close();
    }
  });
});
