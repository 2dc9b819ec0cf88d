import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { type AccountsViewer, AccountsViewerContext } from "../../features/accounts/lib/viewer";
import { meQueryKey } from "../../features/session/api/get-me";
import { useSession } from "../../lib/session/session-context";

/** Hands the session to the accounts screens (features do not read the app's session themselves). */
export function AccountsViewerProvider({ children }: { children: ReactNode }) {
  const { user, actor, role, perms, hospital } = useSession();
  const queryClient = useQueryClient();
  const viewer = useMemo<AccountsViewer>(
    () => ({
      me: user,
      actor,
      role,
      perms,
      hospital,
      refreshMe: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
    }),
    [user, actor, role, perms, hospital, queryClient],
  );
  return <AccountsViewerContext value={viewer}>{children}</AccountsViewerContext>;
}
