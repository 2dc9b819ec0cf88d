import { type ComponentType, createElement, lazy, Suspense, useState } from "react";

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

/** A lazily loaded component whose code can be fetched before it renders. */
export type Preloadable<P extends object> = ComponentType<P> & { preload: () => void };

/** A lazy screen whose code can be fetched before it renders (the browser keeps the module once). */
export type LazyScreen = Preloadable<Record<string, never>>;

/**
 * React.lazy that does not suspend when the code is already in. A lazy component suspends on its
 * first render even when its module was fetched long before, and React then holds the revealed
 * content back (up to 300 ms after a fallback, to batch reveals); from the sign-in to a screen that
 * happened three times over. Once `preload()` (or an earlier render) has loaded the code, a new mount
 * renders the component at once.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  const fetchCode = () =>
    trackCodeLoad(load()).then((component) => {
      loaded = component;
      return { default: component };
    });
  const Lazy: ComponentType<P> = lazy(fetchCode);
  function Preloaded(props: P) {
    // Chosen once per mount, so that one instance never changes its component type.
    const [Component] = useState(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  // Nothing to do once the code is in (a screen's fetch would otherwise arm another load timeout).
  // A failed early fetch is left to the render, which retries and reports it.
  const preload = () => {
    if (loaded === undefined) void fetchCode().catch(() => undefined);
  };
  return Object.assign(Preloaded, { preload });
}

/** A screen module whose default export is the screen, with the load timeout. */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  return lazyComponent(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ChunkLoadTimeoutError("The screen took too long to load.")),
        CHUNK_TIMEOUT_MS,
      );
    });
    return Promise.race([load(), timeout])
      .then((module) => module.default)
      .finally(() => clearTimeout(timer));
  });
}

/**
 * A lazily loaded part of a screen (a dialog, a side panel) with its own Suspense boundary, so that
 * while its code loads only the part waits (it renders nothing), never the screen around it. The
 * screen fetches the code of its parts once it has shown its data (`preload`), so opening one is
 * normally immediate; the parts stay off the screen's first load.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  const Part = lazyComponent(load);
  function Suspended(props: P) {
    return createElement(Suspense, { fallback: null }, createElement(Part, props));
  }
  return Object.assign(Suspended, { preload: Part.preload });
}
