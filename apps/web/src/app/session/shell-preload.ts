import type { preloadScreenData as PreloadScreenData } from "../routes/preload-screen-data";

type Preload = typeof PreloadScreenData;

/** The shell's screen-data preload, known once the shell's code is in (the session gate loads it). */
let preload: Preload | null = null;

export function shellCodeLoaded(preloadScreenData: Preload): void {
  preload = preloadScreenData;
}

/**
 * Starts the first requests of the screen at the location, if the shell's code is in; else the
 * screen's route frame asks for them as it renders, as always. Asking twice costs nothing.
 */
export function preloadScreenDataIfShellIn(...args: Parameters<Preload>): void {
  preload?.(...args);
}
