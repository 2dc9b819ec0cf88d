import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { users } from "../db/schema";
import type { UserRow } from "./users";

export type NewUserValues = Omit<typeof users.$inferInsert, "id">;
export type UserChanges = Partial<
  Pick<
    UserRow,
    | "email"
    | "firstName"
    | "lastName"
    | "alias"
    | "gender"
    | "phonePersonal"
    | "timezone"
    | "settings"
    | "selectedProfileId"
  >
>;

/** Whether another account already signs in with this address (compared without case, as the unique index does). */
export async function emailInUse(db: Executor, email: string, exceptUserId?: number): Promise<boolean> {
  const same = sql`lower(${users.email}) = lower(${email})`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? same : and(same, ne(users.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
}

export async function insertUser(db: Executor, values: NewUserValues): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error("user insert returned nothing");
  return row;
}

export async function updateUserRow(
  db: Executor,
  id: number,
  changes: UserChanges,
  by: number | null,
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, modifiedBy: by, modifiedOn: now })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished inside its transaction`);
  return row;
}

/**
 * Stores a new password and raises the token version, so every token issued before stops working;
 * a password set also clears the failed-login count.
 */
export async function storePassword(
  db: Executor,
  id: number,
  passwordHash: string,
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      failedLogins: 0,
      firstFailedAt: null,
      lockedUntil: null,
      modifiedBy: id,
      modifiedOn: now,
    })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished inside its transaction`);
  return row;
}

export async function usersByIds(db: Executor, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** PostgreSQL's unique-violation, however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ("code" in current && current.code === "23505") return true;
  }
  return false;
}
