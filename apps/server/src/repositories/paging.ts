import { sql } from "drizzle-orm";

/** Selected beside a page's rows: the number of rows the whole filter matches, in the same query. */
export const windowTotal = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * Turns a page selected with `windowTotal()` into rows and count. A page past the end has no row
 * to carry the total, so only then is the count asked for separately.
 */
export async function pageOf<T extends { total: number }>(
  rows: T[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<{ rows: Omit<T, "total">[]; count: number }> {
  const count = rows[0]?.total ?? (offset > 0 ? await countAll() : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), count };
}
