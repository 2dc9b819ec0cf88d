import type { DB } from "../src/db/client";
import { findUserById } from "../src/repositories/users";
import type { SessionContext } from "../src/services/session/context";
import { loadSession } from "../src/services/session/load-session";
import type { TestUser } from "./factories";

/** The session a signed-in request of this person would carry, for service-level tests. */
export async function sessionFor(db: DB, person: TestUser): Promise<SessionContext> {
  const user = await findUserById(db, person.userId);
  if (!user) throw new Error(`no user ${person.userId}`);
  return loadSession(db, user);
}
