import type { UnsavedStore } from "./unsaved-store";

/**
 * A store for one part of the screen (a dialog) that also marks the screen's own store, so leaving
 * the route still asks, while the part can ask about its own marks alone (closing it, switching
 * its tabs) and drop them once the user chose to discard.
 */
export function nestedUnsavedStore(parent: UnsavedStore | null): UnsavedStore {
  const dirty = new Set<string>();
  return {
    mark(key, isDirty) {
      if (isDirty) dirty.add(key);
      else dirty.delete(key);
      parent?.mark(key, isDirty);
    },
    isDirty: () => dirty.size > 0,
    clearAll() {
      for (const key of dirty) parent?.mark(key, false);
      dirty.clear();
    },
  };
}
