/**
 * Colour-vision deficiency simulation (Machado, Oliveira & Fernandes 2009, severity 1.0, applied
 * to linear RGB) and the CIE76 colour difference in CIELAB (D65), to check that two colours a reader
 * must tell apart stay apart for protanopia, deuteranopia and tritanopia too.
 */
type Vector = readonly [number, number, number];
type Matrix = readonly [Vector, Vector, Vector];

export const DEFICIENCIES = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
} as const satisfies Record<string, Matrix>;

export type Vision = "normal" | keyof typeof DEFICIENCIES;
export const VISIONS: readonly Vision[] = ["normal", "protanopia", "deuteranopia", "tritanopia"];

function parseHex(hex: string): Vector {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (match === null) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [, r = "0", g = "0", b = "0"] = match;
  return [Number.parseInt(r, 16) / 255, Number.parseInt(g, 16) / 255, Number.parseInt(b, 16) / 255];
}

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const clamp = (c: number) => Math.min(1, Math.max(0, c));
const dot = (row: Vector, v: Vector) => row[0] * v[0] + row[1] * v[1] + row[2] * v[2];

/** The colour as seen with the deficiency, in linear RGB. */
function simulate(hex: string, vision: Vision): Vector {
  const [r, g, b] = parseHex(hex);
  const linear: Vector = [toLinear(r), toLinear(g), toLinear(b)];
  if (vision === "normal") return linear;
  const m = DEFICIENCIES[vision];
  return [clamp(dot(m[0], linear)), clamp(dot(m[1], linear)), clamp(dot(m[2], linear))];
}

function toLab([r, g, b]: Vector): Vector {
  // Linear sRGB -> XYZ (D65), relative to the white point.
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** CIE76 ΔE between two colours as seen with the given vision. */
export function deltaE(a: string, b: string, vision: Vision): number {
  const [l1, a1, b1] = toLab(simulate(a, vision));
  const [l2, a2, b2] = toLab(simulate(b, vision));
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}
