import type { DB } from "../../db/client";
import { fieldError } from "../../http/field-errors";
import { Errors } from "../../http/errors";
import type { Clock } from "../../lib/clock";
import { findOrganisation } from "../../repositories/organisations";
import { findUserById, lockUserForLogin, saveLoginFailures, type UserRow } from "../../repositories/users";
import { afterFailure, cooloff, isLocked, lockoutPolicyFrom } from "../auth/lockout";
import { passwordMatches } from "../auth/passwords";

/**
 * Checks a signed-in person's password for a sensitive change. Wrong answers count like failed
 * sign-ins (a stolen session cannot guess the password forever) and a locked account is refused
 * with the cool-off, as at sign-in. A wrong password is a 400 on `field`.
 */
export async function verifyOwnPassword(
  deps: { db: DB; clock: Clock },
  user: UserRow,
  password: string,
  field: string,
): Promise<void> {
  const now = deps.clock();
  const fresh = (await findUserById(deps.db, user.id)) ?? user;
  if (isLocked(fresh.lockedUntil, now)) throw Errors.accountLocked(cooloff(fresh.lockedUntil, now));
  if (await passwordMatches(fresh.passwordHash, password)) return;
  const lockedUntil = await deps.db.transaction(async (tx) => {
    const row = await lockUserForLogin(tx, user.id);
    if (!row) return null;
    const org = await findOrganisation(tx, row.orgId);
    const next = afterFailure(row, now, lockoutPolicyFrom(org?.settings ?? {}));
    await saveLoginFailures(tx, row.id, next);
    return next.lockedUntil;
  });
  if (isLocked(lockedUntil, now)) throw Errors.accountLocked(cooloff(lockedUntil, now));
  throw fieldError(field, "validation.wrong_password");
}
