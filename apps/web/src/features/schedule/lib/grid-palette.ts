/**
 * The colours the schedule grid paints its signals with, in one place so the colour-vision check
 * (`grid-palette.test.ts`) reads the same values the styles use. Every signal also has a shape,
 * pattern or text of its own (see `grid-styles.ts`); the check makes sure that signals drawn in the
 * same place stay apart for the common colour-vision deficiencies as well.
 */
export const GRID_PALETTE = {
  /** The plain cell and totals background. */
  paper: "#ffffff",
  /** Weekend columns. */
  weekend: "#f6f8fa",
  /** Too many consecutive shifts: a warm tint under a hatch pattern. */
  consecutive: "#f8c8d0",
  /** A time conflict: a solid frame and a "!" corner. */
  conflict: "#c0392b",
  /** A day out of balance in the totals: a tint under a dotted frame, with an arrow saying which way. */
  imbalance: "#fbd5d0",
  /** Text of over-limit hours and off totals: 4.5:1 or more on white and on the imbalance tint. */
  overText: "#8e2318",
  /** A cell changed since a snapshot: a dashed outline and a dot. */
  changed: "#b9540f",
  /** The keyboard focus ring (the theme's primary). */
  focus: "#0f6e6a",
  /** A shift the roster generator proposes: a dashed frame in the theme's primary dark. */
  proposed: "#0a4f4c",
} as const;

export type GridSignal = keyof typeof GRID_PALETTE;

/**
 * Signals drawn in the same place of a cell, which a reader must tell apart: backgrounds against
 * each other, and frames against each other and against the backgrounds under them.
 */
export const SHARED_PLACES: readonly (readonly [GridSignal, GridSignal])[] = [
  // Cell backgrounds.
  ["paper", "consecutive"],
  ["weekend", "consecutive"],
  ["paper", "imbalance"],
  // Frames around a cell, and the backgrounds they are drawn on.
  ["conflict", "focus"],
  ["conflict", "changed"],
  ["changed", "focus"],
  ["conflict", "consecutive"],
  ["focus", "consecutive"],
  ["changed", "consecutive"],
  ["proposed", "paper"],
  ["proposed", "weekend"],
];
