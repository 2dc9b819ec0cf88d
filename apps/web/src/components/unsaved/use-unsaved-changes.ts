import { useEffect } from "react";
import { useUnsavedStore } from "./unsaved-store";

/**
 * Marks `key` as holding unsaved changes while `dirty` is true. Leaving the route then asks for
 * confirmation, and closing the tab shows the browser's warning. The mark goes away on unmount.
 */
export function useUnsavedChanges(key: string, dirty: boolean): void {
  const store = useUnsavedStore();
  useEffect(() => {
    store.mark(key, dirty);
    return () => store.mark(key, false);
  }, [store, key, dirty]);
}
