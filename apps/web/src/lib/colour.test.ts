import { describe, expect, it } from "vitest";
import { legibleOnWhite, luminance, readableTextOn } from "./colour";

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

describe("legibleOnWhite", () => {
  it("keeps a dark colour and darkens a light one until it reads at 4.5:1 on white", () => {
    expect(legibleOnWhite("#0f6e6a")).toBe("#0f6e6a");
    const darkened = legibleOnWhite("#43a047");
    expect(darkened).not.toBe("#43a047");
    expect(1.05 / ((luminance(darkened) ?? 1) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  it("leaves what is not a colour alone", () => {
    expect(legibleOnWhite("teal")).toBe("teal");
  });
});
