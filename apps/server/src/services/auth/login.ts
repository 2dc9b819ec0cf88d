import type { ClientKind } from "@rosterly/contract";
import { eq } from "drizzle-orm";
import type { DB } from "../../db/client";
import { organisations } from "../../db/schema";
import { Errors } from "../../http/errors";
import type { Clock } from "../../lib/clock";
import { profilesOfUser } from "../../repositories/profiles";
import { findUserByEmail, lockUserForLogin, recordLogin, saveLoginFailures } from "../../repositories/users";
import { afterFailure, cooloff, isLocked, lockoutPolicyFrom } from "./lockout";
import { passwordMatches } from "./passwords";
import { publishToPerson } from "../profiles/publish";
import { currentDevice, newDevice } from "./devices";
import type { TokenService } from "./tokens";

export interface LoginDeps {
  db: DB;
  tokens: TokenService;
  clock: Clock;
}

/**
 * Signs a person in. A locked account is refused even with the right password until the
 * cool-off passes; only a person with an active profile may sign in. The sign-in becomes the
 * client's current device, which ends the previous session on that kind of client (Y-003).
 */
export async function login(deps: LoginDeps, email: string, password: string, client: ClientKind = "web") {
  const { db, tokens, clock } = deps;
  const found = await findUserByEmail(db, email);
  if (!found) {
    await passwordMatches(null, password);
    throw Errors.noActiveAccount();
  }
  const now = clock();
  if (isLocked(found.lockedUntil, now)) throw Errors.accountLocked(cooloff(found.lockedUntil, now));

  const matches = await passwordMatches(found.passwordHash, password);
  const outcome = await db.transaction(async (tx) => {
    const user = await lockUserForLogin(tx, found.id);
    if (!user) return { kind: "unknown" as const };
    if (isLocked(user.lockedUntil, now)) return { kind: "locked" as const, until: user.lockedUntil };
    if (!matches) {
      const [org] = await tx
        .select({ settings: organisations.settings })
        .from(organisations)
        .where(eq(organisations.id, user.orgId));
      const next = afterFailure(user, now, lockoutPolicyFrom(org?.settings ?? {}));
      await saveLoginFailures(tx, user.id, next);
      return isLocked(next.lockedUntil, now)
        ? { kind: "locked" as const, until: next.lockedUntil }
        : { kind: "bad" as const };
    }
    const active = (await profilesOfUser(tx, user.id)).some((profile) => profile.state === "active");
    if (!active) return { kind: "inactive" as const };
    const device = newDevice(client);
    await recordLogin(tx, user.id, now, device);
    // The session this sign-in replaces hears it at once: its live channels close with 4001.
    if (currentDevice(user, client) !== null)
      await publishToPerson(tx, { orgIds: [user.orgId], userId: user.id, action: "signed_in_elsewhere" });
    return { kind: "ok" as const, user, device };
  });

  switch (outcome.kind) {
    case "ok":
      return tokens.issuePair(outcome.user.id, outcome.user.tokenVersion, outcome.device);
    case "locked":
      throw Errors.accountLocked(cooloff(outcome.until, now));
    default:
      throw Errors.noActiveAccount();
  }
}
