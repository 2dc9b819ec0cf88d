import type { UpdateContentType } from "@rosterly/contract";
import type { ReferenceSets } from "@rosterly/domain/configuration";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import type { ConfigurationStore } from "../../repositories/configuration-store";
import type { ConfigurationKindKey } from "./dependencies";

export interface AuditedRow extends Record<string, unknown> {
  id: number;
  orgId: number;
  name: string;
  obsolete: boolean;
}

export interface AuditedInsert extends Record<string, unknown> {
  orgId: number;
  createdBy?: number | null;
  createdOn?: Date;
  modifiedBy?: number | null;
  modifiedOn?: Date;
}

/** What a kind's checks may consult while validating a write inside the transaction. */
export interface WriteContext {
  db: Executor;
  orgId: number;
  /** The organisation's job types, shift types and event types (loaded once, on first use). */
  references(): Promise<ReferenceSets>;
}

/**
 * Everything that makes one configuration kind different from another: its table, its input and
 * output schemas, its presenter, its rules and its ordering. The shared mechanics (list, get,
 * create, update, delete, dependencies, live updates, audit) are in `crud.ts` and the route factory.
 */
export interface ConfigurationKind<
  Row extends AuditedRow,
  Insert extends AuditedInsert,
  Create,
  Update,
  Output extends z.ZodType,
> {
  key: ConfigurationKindKey;
  /** How people name the kind in messages: "Cannot delete shift type because…". */
  noun: string;
  contentType: UpdateContentType;
  store: ConfigurationStore<Row, Insert>;
  createInput: z.ZodType<Create>;
  updateInput: z.ZodType<Update>;
  output: Output;
  present(row: Row): z.output<Output>;
  /** Wire names accepted by `?order_by=` (each also with a leading `-`). */
  orderColumns: Readonly<Record<string, PgColumn>>;
  defaultOrder: readonly PgColumn[];
  /** Checks a create body; answers the row to insert (audit columns are added by the caller). */
  toInsert(input: Create, context: WriteContext): Insert | Promise<Insert>;
  /** Checks a change against the current row; answers the columns to write. */
  toChanges(input: Update, row: Row, context: WriteContext): Partial<Insert> | Promise<Partial<Insert>>;
}

/** Lets TypeScript infer a kind's five type parameters from its definition. */
export function defineKind<
  Row extends AuditedRow,
  Insert extends AuditedInsert,
  Create,
  Update,
  Output extends z.ZodType,
>(
  kind: ConfigurationKind<Row, Insert, Create, Update, Output>,
): ConfigurationKind<Row, Insert, Create, Update, Output> {
  return kind;
}
