import { dependencies, toWire } from "@rosterly/contract";
import { fieldErrorWith } from "../../http/field-errors";
import type { z } from "zod";
import { asc, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { DB } from "../../db/client";

import { offsetOf, type PageRequest } from "../../http/pagination";
import { listConfigurationRows } from "../../repositories/configuration-store";
import type { SessionContext } from "../session/context";
import { findDependencies } from "./dependencies";
import type { AuditedInsert, AuditedRow, ConfigurationKind } from "./kind";
import { findOrFail, presented } from "./rows";

// Everyone signed in reads the configuration: the queries are scoped to the caller's organisation.

export interface ListQuery extends PageRequest {
  search?: string | undefined;
  includeObsolete: boolean;
  orderBy?: string | undefined;
}

function orderOf<Row extends AuditedRow, Insert extends AuditedInsert, C, U, O extends z.ZodType>(
  kind: ConfigurationKind<Row, Insert, C, U, O>,
  orderBy: string | undefined,
): SQL[] {
  const tieBreak = asc(kind.store.columns.id);
  if (orderBy === undefined) return [...kind.defaultOrder.map((column) => asc(column)), tieBreak];
  const descending = orderBy.startsWith("-");
  const column = kind.orderColumns[descending ? orderBy.slice(1) : orderBy];
  if (column === undefined) {
    const choices = Object.keys(kind.orderColumns).join(", ");
    throw fieldErrorWith("order_by", "validation.order_by", { choices });
  }
  return [descending ? desc(column) : asc(column), tieBreak];
}

/** `%` and `_` in a search are matched literally. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listConfiguration<
  Row extends AuditedRow,
  Insert extends AuditedInsert,
  C,
  U,
  O extends z.ZodType,
>(
  db: DB,
  session: SessionContext,
  kind: ConfigurationKind<Row, Insert, C, U, O>,
  query: ListQuery,
): Promise<{ count: number; results: ReturnType<typeof presented<Row, Insert, C, U, O>>[] }> {
  const { columns } = kind.store;
  const search = query.search ? likePattern(query.search) : undefined;
  const searched = [columns.name, ...(columns.shortCode ? [columns.shortCode] : [])];
  const { rows, count } = await listConfigurationRows(db, kind.store, {
    orgId: session.orgId,
    filters: [
      query.includeObsolete ? undefined : eq(columns.obsolete, false),
      search ? or(...searched.map((column) => ilike(column, search))) : undefined,
    ],
    orderBy: orderOf(kind, query.orderBy),
    limit: query.pageSize,
    offset: offsetOf(query),
  });
  return { count, results: rows.map((row) => presented(kind, row)) };
}

export async function getConfiguration<
  Row extends AuditedRow,
  Insert extends AuditedInsert,
  C,
  U,
  O extends z.ZodType,
>(db: DB, session: SessionContext, kind: ConfigurationKind<Row, Insert, C, U, O>, id: number) {
  return presented(kind, await findOrFail(db, kind, session.orgId, id));
}

/** Whether anything uses the row (E-016, Y-014): `usedBy` names what, for the administrator. */
export async function configurationDependencies<
  Row extends AuditedRow,
  Insert extends AuditedInsert,
  C,
  U,
  O extends z.ZodType,
>(db: DB, session: SessionContext, kind: ConfigurationKind<Row, Insert, C, U, O>, id: number) {
  const row = await findOrFail(db, kind, session.orgId, id);
  const usedBy = await findDependencies(db, kind.key, session.orgId, row.id);
  return toWire(dependencies, { hasDependencies: usedBy.length > 0, usedBy });
}
