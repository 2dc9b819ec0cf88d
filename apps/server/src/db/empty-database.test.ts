import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { scratchDirs } from "../../test/scratch-dirs";
import { fromServerRoot, SERVER_ROOT } from "../lib/server-root";
import { rowsOf } from "../repositories/raw-rows";
import { openDatabase } from "./client";
import { emptyDatabaseTemplate, makeEmptyDatabaseTemplate } from "./empty-database.mjs";

const scratchDir = scratchDirs("template");

const journal = JSON.parse(readFileSync(fromServerRoot("drizzle", "meta", "_journal.json"), "utf8")) as {
  entries: unknown[];
};

describe("the empty database a new data directory starts from", () => {
  it("is a database with every migration applied, which takes writes and opens again", async () => {
    await makeEmptyDatabaseTemplate(SERVER_ROOT);
    const template = emptyDatabaseTemplate(SERVER_ROOT);
    expect(existsSync(template.tar) && existsSync(template.dir)).toBe(true);
    const dataDir = scratchDir();
    const first = await openDatabase({ dataDir });
    const [applied] = await rowsOf<{ n: number }>(
      first.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied?.n).toBe(journal.entries.length);
    // Only the app's database: PostgreSQL's templates (CREATE DATABASE's alone) would double the copy.
    const databases = await rowsOf<{ datname: string }>(first.db, sql`select datname from pg_database`);
    expect(databases.map((row) => row.datname)).toEqual(["postgres"]);
    await first.migrate();
    await first.db.execute(
      sql`insert into organisations (info, settings) values ('{"name":"Template"}', '{}')`,
    );
    await first.close();
    const again = await openDatabase({ dataDir });
    const [organisations] = await rowsOf<{ n: number }>(
      again.db,
      sql`select count(*)::int as n from organisations`,
    );
    expect(organisations?.n).toBe(1);
    await again.close();
  }, 60_000);

  it("is a new one whenever a migration changes, so a stale template is never used", () => {
    const root = scratchDir();
    cpSync(fromServerRoot("package.json"), join(root, "package.json"));
    cpSync(fromServerRoot("drizzle"), join(root, "drizzle"), { recursive: true });
    const before = emptyDatabaseTemplate(root);
    expect(emptyDatabaseTemplate(root)).toEqual(before);
    const first = join(root, "drizzle", "0000_foundation.sql");
    writeFileSync(first, `${readFileSync(first, "utf8")}\n-- changed\n`);
    const after = emptyDatabaseTemplate(root);
    expect(after.tar).not.toBe(before.tar);
    expect(after.dir).not.toBe(before.dir);
  });
});
