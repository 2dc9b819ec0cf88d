import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { hasEmbeddedDatabase, pgdataOf } from "../db/embedded-dir";
import { lockDataDir } from "../lifecycle/data-dir-lock";
import { BackupError } from "./backup-error";

/** A gzip stream starts with these two bytes; PGlite's data-directory dump is a gzipped tar. */
export function isGzip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/**
 * Writes a consistent copy of the embedded database to `file`: with the data directory locked (the
 * server must be stopped; PGlite is single-process), the database is opened, which replays its
 * write-ahead log, and PGlite's `dumpDataDir` tars the whole cluster. The file appears only whole.
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!(await hasEmbeddedDatabase(dataDir))) throw new BackupError(`no embedded database in ${dataDir}`);
  const release = await lockDataDir(dataDir, "backup");
  try {
    const client = await PGlite.create(pgdataOf(dataDir));
    let dump: Blob;
    try {
      dump = await client.dumpDataDir("gzip");
    } finally {
      await client.close();
    }
    const bytes = new Uint8Array(await dump.arrayBuffer());
    const partial = `${file}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return { bytes: bytes.length };
  } finally {
    await release();
  }
}

/**
 * Loads a backup made by `backupEmbedded` into DATA_DIR. A data directory that already holds a
 * database is refused unless `force`, which replaces it.
 */
export async function restoreEmbedded(dataDir: string, file: string, force: boolean): Promise<void> {
  const bytes = await readFile(file);
  if (!isGzip(bytes))
    throw new BackupError(
      `${file} is not an embedded-database backup (a PostgreSQL dump needs DATABASE_URL)`,
    );
  const target = pgdataOf(dataDir);
  if (!force && (await hasEmbeddedDatabase(dataDir)))
    throw new BackupError(
      `${dataDir} already holds a database: restore into an empty DATA_DIR, or add --force`,
    );
  const release = await lockDataDir(dataDir, "restore");
  try {
    await rm(target, { recursive: true, force: true });
    const client = await PGlite.create({ dataDir: target, loadDataDir: new Blob([bytes]) });
    try {
      await client.query("select 1");
    } finally {
      await client.close();
    }
  } finally {
    await release();
  }
}
