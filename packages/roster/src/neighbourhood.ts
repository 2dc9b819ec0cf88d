/**
 * Neighbourhoods for the exact step: which cells of the roster HiGHS may change. Two shapes, as in
 * fix-and-optimise for nurse rostering: a block of days for a subset of staff (centred on a day and
 * shift type that lacks cover, when there is one), or a few staff rows over the whole horizon. Sizes
 * aim at a number of free cell × shift type variables that the caller adapts to how fast sub-problems solve.
 */
import type { Random } from "./random.ts";

export interface NeighbourhoodInput {
  readonly S: number;
  readonly D: number;
  readonly T: number;
  /** Day × shift type cells (d * T + t) with less cover than required. */
  readonly short: readonly number[];
  /** Whether staff s may ever work shift type t. */
  readonly canWork: (s: number, t: number) => boolean;
  /** Target number of free (staff, day, shift type) variables. */
  readonly targetVariables: number;
}

export interface Neighbourhood {
  readonly isFree: (s: number, d: number) => boolean;
}

const clamp = (value: number, low: number, high: number): number => Math.max(low, Math.min(high, value));

/** k distinct staff, those in `preferred` first (in random order), then the others at random. */
function pickStaff(S: number, k: number, preferred: readonly number[], random: Random): Set<number> {
  const chosen = new Set<number>();
  const pool = [...preferred];
  while (chosen.size < k && pool.length > 0) {
    const i = random.int(pool.length);
    chosen.add(pool[i]!);
    pool[i] = pool[pool.length - 1]!;
    pool.pop();
  }
  while (chosen.size < k) chosen.add(random.int(S));
  return chosen;
}

export function pickNeighbourhood(input: NeighbourhoodInput, random: Random): Neighbourhood {
  const { S, D, T, short, targetVariables } = input;
  if (random.next() < 0.5) {
    // a block of days around a short cell, for the staff who could fill it (and others up to size)
    const cell = short.length > 0 ? short[random.int(short.length)]! : random.int(D * T);
    const day = Math.floor(cell / T);
    const t = cell % T;
    const width = clamp(7, 1, D);
    const first = clamp(day - random.int(width), 0, D - width);
    const k = clamp(Math.round(targetVariables / (width * T)), Math.min(2, S), S);
    const able: number[] = [];
    for (let s = 0; s < S; s++) if (input.canWork(s, t)) able.push(s);
    const staff = pickStaff(S, k, able, random);
    return { isFree: (s, d) => d >= first && d < first + width && staff.has(s) };
  }
  // whole rows
  const k = clamp(Math.round(targetVariables / (D * T)), Math.min(2, S), S);
  const staff = pickStaff(S, k, [], random);
  return { isFree: (s) => staff.has(s) };
}
