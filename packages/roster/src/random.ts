/** A small seeded PRNG (sfc32 seeded through splitmix32) so that a run is reproducible for a seed. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const splitmix = (): number => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  const next32 = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) next32();
  return {
    next: () => next32() / 4294967296,
    int: (n: number) => Math.floor((next32() / 4294967296) * n),
  };
}

/**
 * One of the values offered, each equally likely without knowing their number beforehand (reservoir
 * sampling): the n-th value offered replaces the one held with probability 1/n.
 */
export function reservoir<T>(random: Random, none: T): { offer(value: T): void; readonly chosen: T } {
  let offered = 0;
  let chosen = none;
  return {
    offer(value: T) {
      offered++;
      if (random.int(offered) === 0) chosen = value;
    },
    get chosen() {
      return chosen;
    },
  };
}
