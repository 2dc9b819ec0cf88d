/**
 * Who is looking at the accounts screens, handed in by the app (features do not read the session
 * themselves): the signed-in person, their permissions and their organisation.
 */
import type { Hospital, SessionUser } from "@rosterly/contract";
import type { Actor, Classification, PermissionSet } from "@rosterly/domain/permissions";
import { createContext, useContext } from "react";

export interface AccountsViewer {
  me: SessionUser;
  actor: Actor;
  role: Classification;
  perms: PermissionSet;
  hospital: Hospital;
  /** Reloads the signed-in person after they changed their own account. */
  refreshMe: () => Promise<void>;
}

export const AccountsViewerContext = createContext<AccountsViewer | null>(null);

export function useAccountsViewer(): AccountsViewer {
  const viewer = useContext(AccountsViewerContext);
  if (viewer === null) throw new Error("The accounts screens need an AccountsViewerContext");
  return viewer;
}
