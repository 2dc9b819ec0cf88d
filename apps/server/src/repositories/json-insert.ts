import { type Column, getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * Many rows written by one statement with one parameter: the rows as a JSON array, which the
 * database unpacks itself (`json_populate_recordset`). drizzle's own insert binds every value of
 * every row as a parameter, and building such statements (checking each value's class) took
 * about a second of the demo's seed for 8,000 shifts and their history.
 *
 * Every row must carry the same keys: only those columns are written, the others take their
 * defaults. A row with a key the others lack (or without one they have) is a programming error.
 */
export function insertAsJson<T extends PgTable>(table: T, rows: readonly T["$inferInsert"][]): SQL {
  const columns = getTableColumns(table) as Record<string, Column>;
  const keys = Object.keys(rows[0] ?? {}).filter(
    (key) => (rows[0] as Record<string, unknown>)[key] !== undefined,
  );
  for (const row of rows) {
    const own = Object.keys(row).filter((key) => (row as Record<string, unknown>)[key] !== undefined);
    if (own.length !== keys.length || own.some((key) => !keys.includes(key))) {
      throw new Error(`insertAsJson: rows of ${getTableName(table)} carry different keys`);
    }
  }
  const written = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`insertAsJson: ${getTableName(table)} has no column ${key}`);
    return { key, column };
  });
  const values = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const { key, column } of written) {
      const value = (row as Record<string, unknown>)[key];
      // JSON columns take the value as it is; every other column its driver form (a date's ISO text).
      record[column.name] =
        value === null || column.dataType === "json" ? value : column.mapToDriverValue(value);
    }
    return record;
  });
  const names = sql.join(
    written.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(values)}::json)`;
}
