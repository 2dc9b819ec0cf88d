import type { Hospital, SessionUser } from "@rosterly/contract";
import type { Actor } from "@rosterly/domain/permissions";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { storedDepartment } from "../../lib/active-department";
import { type ActiveDepartment, ActiveDepartmentContext } from "../../lib/session/active-department-context";
import { activeDepartmentOf } from "./session-of";

interface ActiveDepartmentProviderProps {
  user: SessionUser;
  hospital: Hospital;
  actor: Actor;
  children: ReactNode;
}

/**
 * Holds the department chosen (kept across visits) for what is below it. The choice is this
 * component's own state and its children come from its parent, so a new choice re-renders only
 * the parts that read the active department: the shell around them stays as it is.
 */
export function ActiveDepartmentProvider({ user, hospital, actor, children }: ActiveDepartmentProviderProps) {
  const [storedChoice, setStoredChoice] = useState(storedDepartment.read);
  const setActiveDepartmentId = useCallback((id: number) => {
    storedDepartment.write(id);
    setStoredChoice(id);
  }, []);
  const chosen = activeDepartmentOf(user, hospital, actor, storedChoice);
  const active = useMemo<ActiveDepartment>(
    () => ({ activeDepartmentId: chosen, setActiveDepartmentId }),
    [chosen, setActiveDepartmentId],
  );
  return <ActiveDepartmentContext value={active}>{children}</ActiveDepartmentContext>;
}
