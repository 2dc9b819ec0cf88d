import { toWire } from "@rosterly/contract";
import type { ReferenceSets } from "@rosterly/domain/configuration";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import { loadReferenceSets } from "../../repositories/configuration-references";
import { findConfigurationRow } from "../../repositories/configuration-store";
import type { AuditedInsert, AuditedRow, ConfigurationKind, WriteContext } from "./kind";

export const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/** The row as the API answers it (snake_case, allowlisted by the kind's output schema). */
export function presented<Row extends AuditedRow, Insert extends AuditedInsert, C, U, O extends z.ZodType>(
  kind: ConfigurationKind<Row, Insert, C, U, O>,
  row: Row,
) {
  return toWire(kind.output, kind.present(row));
}

export function writeContext(db: Executor, orgId: number): WriteContext {
  let sets: Promise<ReferenceSets> | undefined;
  return { db, orgId, references: () => (sets ??= loadReferenceSets(db, orgId)) };
}

export async function findOrFail<
  Row extends AuditedRow,
  Insert extends AuditedInsert,
  C,
  U,
  O extends z.ZodType,
>(db: Executor, kind: ConfigurationKind<Row, Insert, C, U, O>, orgId: number, id: number): Promise<Row> {
  const row = await findConfigurationRow(db, kind.store, orgId, id);
  if (row === undefined)
    throw Errors.notFound("errors.not_found.configuration_row", { kind: capitalised(kind.noun) });
  return row;
}
