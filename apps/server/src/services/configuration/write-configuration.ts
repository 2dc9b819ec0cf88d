import type { z } from "zod";
import type { DB, Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import type { Clock } from "../../lib/clock";
import { assertCanEditConfiguration, assertOwnHospital } from "../../policies/configuration";
import { publishUpdate } from "../../realtime/publish";
import {
  deleteConfigurationRow,
  insertConfigurationRow,
  isTaken,
  updateConfigurationRow,
} from "../../repositories/configuration-store";
import type { SessionContext } from "../session/context";
import { findDependencies } from "./dependencies";
import { FieldErrors } from "../../http/field-errors";
import type { AuditedInsert, AuditedRow, ConfigurationKind } from "./kind";
import { hasRealChange } from "./real-change";
import { capitalised, findOrFail, presented, writeContext } from "./rows";

// Only administrators write; each write is one transaction whose live update is sent on commit.

/** Live rows of a kind may not share a name (or short code): people pick them by it. */
async function assertDistinct<
  Row extends AuditedRow,
  Insert extends AuditedInsert,
  C,
  U,
  O extends z.ZodType,
>(
  db: Executor,
  kind: ConfigurationKind<Row, Insert, C, U, O>,
  orgId: number,
  values: Readonly<Record<string, unknown>>,
  exceptId: number | null,
): Promise<void> {
  if (values.obsolete === true) return;
  const errors = new FieldErrors();
  const { columns } = kind.store;
  if (
    typeof values.name === "string" &&
    (await isTaken(db, kind.store, orgId, columns.name, values.name, exceptId))
  )
    errors.addWith("name", "validation.name_taken", { kind: kind.noun, value: values.name });
  if (
    columns.shortCode &&
    typeof values.shortCode === "string" &&
    (await isTaken(db, kind.store, orgId, columns.shortCode, values.shortCode, exceptId))
  )
    errors.addWith("short_code", "validation.short_code_taken", { kind: kind.noun, value: values.shortCode });
  errors.throwIfAny();
}

interface WriteDeps {
  db: DB;
  clock: Clock;
}

export async function createConfiguration<
  Row extends AuditedRow,
  Insert extends AuditedInsert,
  C extends { hospitalId: number },
  U,
  O extends z.ZodType,
>(deps: WriteDeps, session: SessionContext, kind: ConfigurationKind<Row, Insert, C, U, O>, input: C) {
  assertCanEditConfiguration(session);
  assertOwnHospital(session, input.hospitalId);
  return deps.db.transaction(async (tx) => {
    const values = await kind.toInsert(input, writeContext(tx, session.orgId));
    await assertDistinct(tx, kind, session.orgId, values, null);
    const now = deps.clock();
    const by = session.user.id;
    const row = await insertConfigurationRow(tx, kind.store, {
      ...values,
      orgId: session.orgId,
      createdBy: by,
      createdOn: now,
      modifiedBy: by,
      modifiedOn: now,
    });
    const data = presented(kind, row);
    await publishUpdate(tx, {
      orgId: session.orgId,
      contentType: kind.contentType,
      action: "created",
      id: row.id,
      data,
      audience: { kind: "organisation" },
    });
    return data;
  });
}

export async function updateConfiguration<
  Row extends AuditedRow,
  Insert extends AuditedInsert,
  C,
  U,
  O extends z.ZodType,
>(
  deps: WriteDeps,
  session: SessionContext,
  kind: ConfigurationKind<Row, Insert, C, U, O>,
  id: number,
  input: U,
) {
  assertCanEditConfiguration(session);
  return deps.db.transaction(async (tx) => {
    const row = await findOrFail(tx, kind, session.orgId, id);
    const changes = await kind.toChanges(input, row, writeContext(tx, session.orgId));
    // Nothing really changed: answer the row as it is, modified_on untouched and nobody told.
    if (!hasRealChange(row, changes)) return presented(kind, row);
    await assertDistinct(tx, kind, session.orgId, { ...row, ...changes }, row.id);
    const updated = await updateConfigurationRow(tx, kind.store, session.orgId, id, {
      ...changes,
      modifiedBy: session.user.id,
      modifiedOn: deps.clock(),
    });
    if (updated === undefined)
      throw Errors.notFound("errors.not_found.configuration_row", { kind: capitalised(kind.noun) });
    const data = presented(kind, updated);
    await publishUpdate(tx, {
      orgId: session.orgId,
      contentType: kind.contentType,
      action: "updated",
      id,
      data,
      audience: { kind: "organisation" },
    });
    return data;
  });
}

/** PostgreSQL's foreign-key violation: a use no dependency check knew of still blocks the delete. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; typeof current === "object" && current !== null; ) {
    if ("code" in current && current.code === "23503") return true;
    current = "cause" in current ? current.cause : undefined;
  }
  return false;
}

export async function deleteConfiguration<
  Row extends AuditedRow,
  Insert extends AuditedInsert,
  C,
  U,
  O extends z.ZodType,
>(
  deps: WriteDeps,
  session: SessionContext,
  kind: ConfigurationKind<Row, Insert, C, U, O>,
  id: number,
): Promise<void> {
  assertCanEditConfiguration(session);
  const inUse = Errors.precondition("errors.precondition.configuration_in_use", { kind: kind.noun });
  try {
    await deps.db.transaction(async (tx) => {
      const row = await findOrFail(tx, kind, session.orgId, id);
      if ((await findDependencies(tx, kind.key, session.orgId, row.id)).length > 0) throw inUse;
      const data = presented(kind, row);
      await deleteConfigurationRow(tx, kind.store, session.orgId, id);
      await publishUpdate(tx, {
        orgId: session.orgId,
        contentType: kind.contentType,
        action: "deleted",
        id,
        data,
        audience: { kind: "organisation" },
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw inUse;
    throw error;
  }
}
