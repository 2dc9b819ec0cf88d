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

/**
 * An avatar's colours: the person's own colour with black or white initials, whichever reads, or
 * the primary colour with its contrast text when they have none (MUI's default text is near-white).
 */
export function avatarColours(background: string | null | undefined): { bgcolor: string; color: string } {
  return background
    ? { bgcolor: background, color: readableTextOn(background) }
    : { bgcolor: "primary.main", color: "primary.contrastText" };
}

const contrast = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * A colour chosen as data, used as text on white (a shift type's time or code): kept as it is when
 * it reads at 4.5:1, else darkened in the same hue until it does. Anything unreadable is left alone.
 */
export function legibleOnWhite(colour: string): string {
  const match = HEX.exec(colour.trim());
  if (!match?.[1]) return colour;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join("") : match[1];
  let channels = [0, 2, 4].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  const toHex = () => `#${channels.map((value) => value.toString(16).padStart(2, "0")).join("")}`;
  for (let step = 0; step < 40 && contrast(luminance(toHex()) ?? 0, 1) < 4.5; step += 1)
    channels = channels.map((value) => Math.floor(value * 0.92));
  return toHex();
}
