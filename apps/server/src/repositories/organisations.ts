import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { type OrganisationInfo, organisations } from "../db/schema";

export type OrganisationRow = typeof organisations.$inferSelect;

export async function findOrganisation(db: Executor, id: number): Promise<OrganisationRow | undefined> {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, id));
  return row;
}

export async function updateOrganisationInfo(
  db: Executor,
  id: number,
  info: OrganisationInfo,
  modifiedBy: number,
  now: Date,
): Promise<OrganisationRow | undefined> {
  const [row] = await db
    .update(organisations)
    .set({ info: { ...info }, modifiedBy, modifiedOn: now })
    .where(eq(organisations.id, id))
    .returning();
  return row;
}

/** The organisation row, locked until the transaction ends, so two settings batches never interleave. */
export async function lockOrganisation(db: Executor, id: number): Promise<OrganisationRow | undefined> {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, id)).for("update");
  return row;
}

export async function updateOrganisationSettings(
  db: Executor,
  id: number,
  settings: Record<string, unknown>,
  modifiedBy: number,
  now: Date,
): Promise<void> {
  await db
    .update(organisations)
    .set({ settings, modifiedBy, modifiedOn: now })
    .where(eq(organisations.id, id));
}
