import { type ReactNode, useEffect, useState } from "react";
import { createUnsavedStore, UnsavedContext } from "./unsaved-store";

/** Holds the marks and asks the browser to warn before the page is closed or reloaded with any set. */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createUnsavedStore);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (store.isDirty()) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [store]);
  return <UnsavedContext value={store}>{children}</UnsavedContext>;
}
