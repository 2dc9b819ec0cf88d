import { describe, expect, it } from "vitest";
import { luminance, readableTextOn } from "./colour";

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

describe("readable text on a data colour", () => {
  it.each([
    ["#ffffff", "#000"],
    ["#000", "#fff"],
    ["#0f6e6a", "#fff"],
    ["#ffb74d", "#000"],
    ["#e74c3c", "#000"],
    ["not a colour", "#fff"],
  ] as const)("picks %s -> %s", (background, text) => {
    expect(readableTextOn(background)).toBe(text);
  });

  it("always reaches 4.5:1 on any grey", () => {
    for (let level = 0; level < 256; level += 5) {
      const hex = `#${level.toString(16).padStart(2, "0").repeat(3)}`;
      const background = luminance(hex) ?? 0;
      const text = readableTextOn(hex) === "#000" ? 0 : 1;
      expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
