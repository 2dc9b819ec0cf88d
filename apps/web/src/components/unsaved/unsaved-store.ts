import { createContext, useContext } from "react";

/**
 * Unsaved-change marks by key. A plain store rather than React state: the router's blocker
 * and forced logouts read and clear it synchronously, within the same event.
 */
export interface UnsavedStore {
  mark(key: string, dirty: boolean): void;
  isDirty(): boolean;
  clearAll(): void;
}

export function createUnsavedStore(): UnsavedStore {
  const dirty = new Set<string>();
  return {
    mark(key, isDirty) {
      if (isDirty) dirty.add(key);
      else dirty.delete(key);
    },
    isDirty: () => dirty.size > 0,
    clearAll: () => dirty.clear(),
  };
}

export const UnsavedContext = createContext<UnsavedStore | null>(null);

export function useUnsavedStore(): UnsavedStore {
  const store = useContext(UnsavedContext);
  if (store === null) throw new Error("useUnsavedStore needs an UnsavedChangesProvider");
  return store;
}
