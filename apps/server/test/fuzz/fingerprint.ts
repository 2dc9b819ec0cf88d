import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DB } from "../../src/db/client";

const tableRows = z.object({ rows: z.array(z.object({ name: z.string() })) });
const digestRows = z.object({ rows: z.array(z.object({ digest: z.string().nullable() })) });

/** A digest of every table's rows, to prove that refused requests changed nothing. */
export async function databaseFingerprint(db: DB): Promise<string> {
  const tables = tableRows.parse(
    await db.execute(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    ),
  );
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const { rows } = digestRows.parse(
      await db.execute(
        sql`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.identifier(name)} t`,
      ),
    );
    parts.push(`${name}:${rows[0]?.digest ?? "empty"}`);
  }
  return parts.join("\n");
}
