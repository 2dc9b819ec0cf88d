/** Pieces shared by the equal-iteration comparisons (`restart-period.ts`, `cycle-length.ts`). */

/** `--key value` pairs. */
export function parseArguments(argv: readonly string[]): Map<string, string> {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i] ?? "";
    const value = argv[i + 1];
    if (!key.startsWith("--") || value === undefined) throw new Error(`bad argument ${key}`);
    values.set(key.slice(2), value);
  }
  return values;
}

export function median(list: readonly number[]): number {
  const sorted = [...list].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** exp of the mean of logarithms, four decimals. */
export function geometricMean(logs: readonly number[]): string {
  return Math.exp(logs.reduce((sum, value) => sum + value, 0) / logs.length).toFixed(4);
}
