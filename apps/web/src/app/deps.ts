import { createContext, useContext } from "react";
import { browserSocket, type SocketFactory } from "../lib/ws";

/** Outside-world services the app opens itself; tests hand in a fake server end for sockets. */
export interface AppDependencies {
  createSocket: SocketFactory;
}

export const AppDependenciesContext = createContext<AppDependencies>({ createSocket: browserSocket });

export function useAppDependencies(): AppDependencies {
  return useContext(AppDependenciesContext);
}
