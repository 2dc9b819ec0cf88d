import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client";
import {
  dailyScheduleTypes,
  departments,
  eventTypes,
  flags,
  jobStatuses,
  jobTypes,
  shiftTypes,
} from "../db/schema";

/**
 * One configuration table, bound once with its own row types, so the list/get/create/update/
 * delete mechanics are written once for all seven kinds. Only these three one-line queries need
 * the concrete table (drizzle cannot type a select over a table chosen at run time).
 */
export interface ConfigurationStore<Row, Insert> {
  table: PgTable;
  columns: ConfigurationColumns;
  select(db: Executor, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number): Promise<Row[]>;
  insert(db: Executor, values: Insert): Promise<Row[]>;
  update(db: Executor, where: SQL | undefined, values: Partial<Insert>): Promise<Row[]>;
}

/** The columns every configuration table shares; `shortCode` where the kind has one. */
export interface ConfigurationColumns {
  id: PgColumn;
  orgId: PgColumn;
  name: PgColumn;
  obsolete: PgColumn;
  shortCode?: PgColumn;
}

const columnsOf = (table: ConfigurationColumns): ConfigurationColumns => ({
  id: table.id,
  orgId: table.orgId,
  name: table.name,
  obsolete: table.obsolete,
  ...(table.shortCode ? { shortCode: table.shortCode } : {}),
});

type InsertOf<T extends PgTable> = T["$inferInsert"];
type RowOf<T extends PgTable> = T["$inferSelect"];

export const departmentStore: ConfigurationStore<RowOf<typeof departments>, InsertOf<typeof departments>> = {
  table: departments,
  columns: columnsOf(departments),
  select: (db, where, orderBy, limit, offset) =>
    db
      .select()
      .from(departments)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  insert: (db, values) => db.insert(departments).values(values).returning(),
  update: (db, where, values) => db.update(departments).set(values).where(where).returning(),
};

export const jobTypeStore: ConfigurationStore<RowOf<typeof jobTypes>, InsertOf<typeof jobTypes>> = {
  table: jobTypes,
  columns: columnsOf(jobTypes),
  select: (db, where, orderBy, limit, offset) =>
    db
      .select()
      .from(jobTypes)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  insert: (db, values) => db.insert(jobTypes).values(values).returning(),
  update: (db, where, values) => db.update(jobTypes).set(values).where(where).returning(),
};

export const jobStatusStore: ConfigurationStore<RowOf<typeof jobStatuses>, InsertOf<typeof jobStatuses>> = {
  table: jobStatuses,
  columns: columnsOf(jobStatuses),
  select: (db, where, orderBy, limit, offset) =>
    db
      .select()
      .from(jobStatuses)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  insert: (db, values) => db.insert(jobStatuses).values(values).returning(),
  update: (db, where, values) => db.update(jobStatuses).set(values).where(where).returning(),
};

export const shiftTypeStore: ConfigurationStore<RowOf<typeof shiftTypes>, InsertOf<typeof shiftTypes>> = {
  table: shiftTypes,
  columns: columnsOf(shiftTypes),
  select: (db, where, orderBy, limit, offset) =>
    db
      .select()
      .from(shiftTypes)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  insert: (db, values) => db.insert(shiftTypes).values(values).returning(),
  update: (db, where, values) => db.update(shiftTypes).set(values).where(where).returning(),
};

export const eventTypeStore: ConfigurationStore<RowOf<typeof eventTypes>, InsertOf<typeof eventTypes>> = {
  table: eventTypes,
  columns: columnsOf(eventTypes),
  select: (db, where, orderBy, limit, offset) =>
    db
      .select()
      .from(eventTypes)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  insert: (db, values) => db.insert(eventTypes).values(values).returning(),
  update: (db, where, values) => db.update(eventTypes).set(values).where(where).returning(),
};

export const flagStore: ConfigurationStore<RowOf<typeof flags>, InsertOf<typeof flags>> = {
  table: flags,
  columns: columnsOf(flags),
  select: (db, where, orderBy, limit, offset) =>
    db
      .select()
      .from(flags)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  insert: (db, values) => db.insert(flags).values(values).returning(),
  update: (db, where, values) => db.update(flags).set(values).where(where).returning(),
};

export const dailyScheduleTypeStore: ConfigurationStore<
  RowOf<typeof dailyScheduleTypes>,
  InsertOf<typeof dailyScheduleTypes>
> = {
  table: dailyScheduleTypes,
  columns: columnsOf(dailyScheduleTypes),
  select: (db, where, orderBy, limit, offset) =>
    db
      .select()
      .from(dailyScheduleTypes)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  insert: (db, values) => db.insert(dailyScheduleTypes).values(values).returning(),
  update: (db, where, values) => db.update(dailyScheduleTypes).set(values).where(where).returning(),
};

const inOrg = <Row, Insert>(store: ConfigurationStore<Row, Insert>, orgId: number, id: number) =>
  and(eq(store.columns.orgId, orgId), eq(store.columns.id, id));

export async function findConfigurationRow<Row, Insert>(
  db: Executor,
  store: ConfigurationStore<Row, Insert>,
  orgId: number,
  id: number,
): Promise<Row | undefined> {
  const [row] = await store.select(db, inOrg(store, orgId, id), [], 1, 0);
  return row;
}

export async function listConfigurationRows<Row, Insert>(
  db: Executor,
  store: ConfigurationStore<Row, Insert>,
  query: { orgId: number; filters: (SQL | undefined)[]; orderBy: SQL[]; limit: number; offset: number },
): Promise<{ rows: Row[]; count: number }> {
  const where = and(eq(store.columns.orgId, query.orgId), ...query.filters);
  const [rows, count] = await Promise.all([
    store.select(db, where, query.orderBy, query.limit, query.offset),
    db.$count(store.table, where),
  ]);
  return { rows, count };
}

export async function insertConfigurationRow<Row, Insert>(
  db: Executor,
  store: ConfigurationStore<Row, Insert>,
  values: Insert,
): Promise<Row> {
  const [row] = await store.insert(db, values);
  if (row === undefined) throw new Error("configuration insert returned nothing");
  return row;
}

export async function updateConfigurationRow<Row, Insert>(
  db: Executor,
  store: ConfigurationStore<Row, Insert>,
  orgId: number,
  id: number,
  values: Partial<Insert>,
): Promise<Row | undefined> {
  const [row] = await store.update(db, inOrg(store, orgId, id), values);
  return row;
}

export async function deleteConfigurationRow<Row, Insert>(
  db: Executor,
  store: ConfigurationStore<Row, Insert>,
  orgId: number,
  id: number,
): Promise<void> {
  await db.delete(store.table).where(inOrg(store, orgId, id));
}

/** Whether another live row of the organisation already carries this text (case-insensitive). */
export async function isTaken<Row, Insert>(
  db: Executor,
  store: ConfigurationStore<Row, Insert>,
  orgId: number,
  column: PgColumn,
  value: string,
  exceptId: number | null,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(store.table)
    .where(
      and(
        eq(store.columns.orgId, orgId),
        eq(store.columns.obsolete, false),
        sql`lower(${column}) = lower(${value})`,
        exceptId === null ? undefined : ne(store.columns.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
