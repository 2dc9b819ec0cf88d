import { describe, expect, it } from "vitest";
import { deltaE, VISIONS } from "./colour-vision";
import { GRID_PALETTE, SHARED_PLACES } from "./grid-palette";

/**
 * ΔE (CIE76) below which two colours side by side are hard to tell apart at a glance. The grid
 * never relies on the colour alone (each signal also has a pattern, frame style, mark or words),
 * but colours that share a place must still not merge for the common deficiencies.
 */
const MIN_DELTA_E = 10;

describe("the grid palette under colour-vision deficiencies (Machado 2009)", () => {
  for (const vision of VISIONS)
    it(`keeps signals that share a place apart for ${vision}`, () => {
      const merged = SHARED_PLACES.map(([a, b]) => ({
        pair: `${a}/${b}`,
        delta: Math.round(deltaE(GRID_PALETTE[a], GRID_PALETTE[b], vision) * 10) / 10,
      })).filter(({ delta }) => delta < MIN_DELTA_E);
      expect(merged).toEqual([]);
    });

  it("sees no difference between a colour and itself, and a large one between black and white", () => {
    expect(deltaE("#c0392b", "#c0392b", "protanopia")).toBe(0);
    expect(deltaE("#000000", "#ffffff", "deuteranopia")).toBeGreaterThan(99);
  });

  it("merges red and green for protanopia, as the simulation should", () => {
    // A pure red and a green of similar lightness differ hugely in normal vision but little without L cones.
    expect(deltaE("#d62728", "#2ca02c", "normal")).toBeGreaterThan(60);
    expect(deltaE("#d62728", "#2ca02c", "protanopia")).toBeLessThan(
      deltaE("#d62728", "#2ca02c", "normal") / 2,
    );
  });
});
