import { createContext, useContext } from "react";

/**
 * Opens the employee dialog for a person. The app provides it only to viewers who may open
 * it (management); everywhere else there is none and names stay plain text.
 */
export type OpenEmployee = (userId: number) => void;

export const EmployeeOpenerContext = createContext<OpenEmployee | null>(null);

export function useEmployeeOpener(): OpenEmployee | null {
  return useContext(EmployeeOpenerContext);
}
