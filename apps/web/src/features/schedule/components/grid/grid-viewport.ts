import type { Rect } from "@tanstack/react-virtual";

/**
 * The size of the grid's scrolling viewport when a grid last measured it. A grid that replaces
 * another (another period or department) starts from it, so its first render already holds the
 * cells it shows; from nothing, the virtualisers render a handful of cells, measure, and render the
 * rest in a second pass (~60 ms of the switch). The browser window bounds a grid not yet measured.
 */
let measured: Rect | null = null;

export function initialViewport(): Rect {
  return measured ?? { width: window.innerWidth, height: window.innerHeight };
}

export function noteViewport(rect: Rect | null): void {
  if (rect && rect.width > 0 && rect.height > 0) measured = rect;
}
