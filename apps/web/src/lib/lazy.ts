import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** a screen chunk that has not arrived after two minutes is reported as a failure. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  override readonly name = "ChunkLoadTimeoutError";
}

const loading = new Set<Promise<unknown>>();

/**
 * Counts a fetch of code until it settles. The web tests share loaded modules between test files
 * (`isolate: false`), and a file whose environment is torn down while code it asked for is still
 * loading leaves those modules broken for every later file in that worker; the test setup waits
 * for `codeLoadsSettled()` before a file ends.
 */
export function trackCodeLoad<T>(load: Promise<T>): Promise<T> {
  loading.add(load);
  const settled = () => void loading.delete(load);
  load.then(settled, settled);
  return load;
}

/** Resolves once no code fetched through `trackCodeLoad` is still loading. */
export async function codeLoadsSettled(): Promise<void> {
  while (loading.size > 0) await Promise.allSettled([...loading]);
}

/** A lazy screen whose code can be fetched before it renders (the browser keeps the module once). */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => void };

/** React.lazy for a screen module whose default export is the screen, with the load timeout. */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  const screen = lazy(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ChunkLoadTimeoutError("The screen took too long to load.")),
        CHUNK_TIMEOUT_MS,
      );
    });
    return Promise.race([trackCodeLoad(load()), timeout]).finally(() => clearTimeout(timer));
  });
  // A failed early fetch is left to the render, which retries and reports it.
  return Object.assign(screen, { preload: () => void trackCodeLoad(load()).catch(() => undefined) });
}
