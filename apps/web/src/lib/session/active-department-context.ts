import { createContext, useContext } from "react";

/**
 * The department the signed-in user is working in (C-013, decided by the domain's
 * `activeDepartmentId`) and how to choose another. Apart from the session so that choosing a
 * department re-renders only what shows one, not every part of the shell that reads the session.
 */
export interface ActiveDepartment {
  activeDepartmentId: number | null;
  setActiveDepartmentId: (id: number) => void;
}

export const ActiveDepartmentContext = createContext<ActiveDepartment | null>(null);

export function useActiveDepartment(): ActiveDepartment {
  const active = useContext(ActiveDepartmentContext);
  if (active === null) throw new Error("useActiveDepartment is only available inside the signed-in shell");
  return active;
}
