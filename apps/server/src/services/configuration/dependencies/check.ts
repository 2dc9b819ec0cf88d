import { and, arrayContains, eq, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../../../db/client";

/** The configuration kinds whose rows may be in use elsewhere. */
export type ConfigurationKindKey =
  | "department"
  | "jobType"
  | "jobStatus"
  | "shiftType"
  | "eventType"
  | "flag"
  | "dailyScheduleType";

/**
 * One place that may use a configuration row. `usedBy` is what the administrator is told
 * ("profile", "shift"); `isUsed` looks for a row of the organisation that uses the given id.
 */
export interface DependencyCheck {
  readonly kind: ConfigurationKindKey;
  readonly usedBy: string;
  isUsed(db: Executor, orgId: number, id: number): Promise<boolean>;
}

async function exists(db: Executor, column: PgColumn, where: ReturnType<typeof and>): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(column.table).where(where).limit(1);
  return row !== undefined;
}

/**
 * A table whose column holds the row's id (`shifts.type_id` for a shift type), scoped by the
 * table's own `org_id`. This is the one line another module adds per use.
 */
export function referencedBy(
  kind: ConfigurationKindKey,
  usedBy: string,
  column: PgColumn,
  orgColumn: PgColumn,
): DependencyCheck {
  return {
    kind,
    usedBy,
    isUsed: (db, orgId, id) => exists(db, column, and(eq(orgColumn, orgId), eq(column, id))),
  };
}

/** A table whose integer[] column lists the row's id (`shifts.flags` for a flag). */
export function listedIn(
  kind: ConfigurationKindKey,
  usedBy: string,
  column: PgColumn,
  orgColumn: PgColumn,
): DependencyCheck {
  return {
    kind,
    usedBy,
    isUsed: (db, orgId, id) => exists(db, column, and(eq(orgColumn, orgId), arrayContains(column, [id]))),
  };
}
