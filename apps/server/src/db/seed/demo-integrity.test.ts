import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../test/database";
import { rowsOf } from "../../repositories/raw-rows";
import { hashPassword } from "../../services/auth/passwords";
import type { Database } from "../client";
import { seedDemoIfEmpty } from ".";
import { seedPeriodsAhead } from "./periods-ahead";

let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
  expect(await seedDemoIfEmpty(database, () => hashPassword("Demo-pass-1"), "2026-01-04")).toBe(true);
});

afterAll(async () => {
  await database.close();
});

interface ForeignKey {
  name: string;
  child: string;
  parent: string;
  childColumns: string[];
  parentColumns: string[];
}

/** Every foreign key of the schema, with its columns in the constraint's order. */
async function foreignKeys(): Promise<ForeignKey[]> {
  return rowsOf<ForeignKey>(
    database.db,
    sql`
    select c.conname as name, c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
      array(select a.attname::text from unnest(c.conkey) with ordinality k(num, i)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.num order by k.i) as "childColumns",
      array(select a.attname::text from unnest(c.confkey) with ordinality k(num, i)
        join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.num order by k.i) as "parentColumns"
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = 'public' order by c.conname`,
  );
}

/** Rows whose key names no row of the table it references (a key with a null in it refers to nothing). */
async function orphans(key: ForeignKey): Promise<number> {
  const column = (table: string, name: string) => sql.raw(`${table}."${name}"`);
  const filled = key.childColumns.map((name) => sql`${column("c", name)} is not null`);
  const matched = key.childColumns.map(
    (name, i) => sql`${column("p", key.parentColumns[i] ?? "")} = ${column("c", name)}`,
  );
  const [row] = await rowsOf<{ n: number }>(
    database.db,
    sql`
    select count(*)::int as n from ${sql.raw(key.child)} c
    where ${sql.join(filled, sql` and `)}
      and not exists (select 1 from ${sql.raw(key.parent)} p where ${sql.join(matched, sql` and `)})`,
  );
  return row?.n ?? 0;
}

describe("the demo hospital", () => {
  it("has every hospital's current and next periods from the start, none left to the calendar", async () => {
    const [row] = await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from schedules`);
    expect(row?.n).toBeGreaterThan(0);
    expect(await seedPeriodsAhead(database.db, new Date())).toBe(0);
  });

  it("keeps every foreign key of the schema, though the embedded database writes it without checking them", async () => {
    const keys = await foreignKeys();
    expect(keys.length).toBeGreaterThan(50);
    const broken: string[] = [];
    for (const key of keys) {
      const n = await orphans(key);
      if (n > 0) broken.push(`${key.name}: ${n} rows of ${key.child} name no ${key.parent}`);
    }
    expect(broken).toEqual([]);
  });
});
