import type { Hospital, SessionUser } from "@rosterly/contract";
import type { Actor, Classification, PermissionSet } from "@rosterly/domain/permissions";
import { createContext, useContext } from "react";

/** What the signed-in shell knows once start-up loading is done (app state `initialized`, A-001). */
export interface Session {
  user: SessionUser;
  hospital: Hospital;
  role: Classification;
  actor: Actor;
  perms: PermissionSet;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (session === null) throw new Error("useSession is only available inside the signed-in shell");
  return session;
}
