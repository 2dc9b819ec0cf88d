import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { users } from "../db/schema";

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email.trim()})`);
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Locks the user's row so concurrent sign-in attempts count failures one at a time. */
export async function lockUserForLogin(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for("update");
  return row;
}

export async function saveLoginFailures(
  db: Executor,
  id: number,
  state: { failedLogins: number; firstFailedAt: Date | null; lockedUntil: Date | null },
): Promise<void> {
  await db.update(users).set(state).where(eq(users.id, id));
}

type DeviceRef = { client: "web" | "mobile"; id: string };

const deviceColumn = (device: DeviceRef) =>
  device.client === "web" ? { webDevice: device.id } : { mobileDevice: device.id };

/** A successful sign-in: failures forgotten, and the signing-in device becomes its client's current one. */
export async function recordLogin(db: Executor, id: number, now: Date, device: DeviceRef): Promise<void> {
  await db
    .update(users)
    .set({
      failedLogins: 0,
      firstFailedAt: null,
      lockedUntil: null,
      lastLoginAt: now,
      ...deviceColumn(device),
    })
    .where(eq(users.id, id));
}

/** Makes a device its client's current one without a sign-in (a password set from a session). */
export async function rememberDevice(db: Executor, id: number, device: DeviceRef): Promise<void> {
  await db.update(users).set(deviceColumn(device)).where(eq(users.id, id));
}
