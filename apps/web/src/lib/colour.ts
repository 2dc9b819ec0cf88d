/**
 * Text that stays readable on a colour chosen as data (a person's avatar colour): black or white,
 * whichever contrasts more by the WCAG formula, which always reaches at least 4.5:1.
 */
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of `#rgb` or `#rrggbb`; null for anything else. */
export function luminance(colour: string): number | null {
  const match = HEX.exec(colour.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join("") : match[1];
  const [r, g, b] = [0, 2, 4].map((start) => channel(Number.parseInt(hex.slice(start, start + 2), 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** `#000` or `#fff` on the given background; white when the colour cannot be read. */
export function readableTextOn(background: string): "#000" | "#fff" {
  const light = luminance(background);
  if (light === null) return "#fff";
  const againstWhite = 1.05 / (light + 0.05);
  const againstBlack = (light + 0.05) / 0.05;
  return againstBlack > againstWhite ? "#000" : "#fff";
}
