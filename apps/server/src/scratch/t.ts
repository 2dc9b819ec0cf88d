import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client";
import { shiftTypes } from "../db/schema";

type Cfg = PgTable & { id: PgColumn; orgId: PgColumn };
export async function findById<T extends Cfg>(
  db: Executor,
  table: T,
  orgId: number,
  id: number,
): Promise<T["$inferSelect"] | undefined> {
  const rows = await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.orgId, orgId)));
  return rows[0];
}
export async function ins<T extends Cfg>(
  db: Executor,
  table: T,
  values: T["$inferInsert"],
): Promise<T["$inferSelect"] | undefined> {
  const rows = await db.insert(table).values(values).returning();
  return rows[0];
}
export async function upd<T extends Cfg>(
  db: Executor,
  table: T,
  id: number,
  values: Partial<T["$inferInsert"]>,
): Promise<T["$inferSelect"] | undefined> {
  const rows = await db.update(table).set(values).where(eq(table.id, id)).returning();
  return rows[0];
}
export async function use(db: Executor) {
  const r = await findById(db, shiftTypes, 1, 2);
  return r?.startTime;
}
