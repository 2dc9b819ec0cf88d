/**
 * What the load counts: latency per request kind, errors by what went wrong, and the shift changes
 * each department's schedulers were told succeeded (against which their sockets are checked).
 */
export type RequestKind =
  | "shift create"
  | "shift update"
  | "shift delete"
  | "own schedule"
  | "open shifts"
  | "token renewal";

/** One answered request: its kind, when it was sent (ms since the epoch) and how long it took. */
export interface Sample {
  kind: RequestKind;
  sentAt: number;
  ms: number;
}

export class Tally {
  readonly latencies = new Map<RequestKind, number[]>();
  /** Every answered request in order, to see when in the run the slow ones were. */
  readonly samples: Sample[] = [];
  readonly errors = new Map<string, number>();
  /** Per department: `action:id` of every acknowledged shift change. */
  readonly acknowledged = new Map<number, Set<string>>();

  record(kind: RequestKind, milliseconds: number): void {
    this.samples.push({ kind, sentAt: Date.now() - milliseconds, ms: milliseconds });
    const list = this.latencies.get(kind) ?? [];
    list.push(milliseconds);
    this.latencies.set(kind, list);
  }

  error(what: string, count = 1): void {
    this.errors.set(what, (this.errors.get(what) ?? 0) + count);
  }

  acknowledge(departmentId: number, key: string): void {
    const keys = this.acknowledged.get(departmentId) ?? new Set<string>();
    keys.add(key);
    this.acknowledged.set(departmentId, keys);
  }

  get requestCount(): number {
    let count = 0;
    for (const list of this.latencies.values()) count += list.length;
    return count;
  }

  get errorCount(): number {
    let count = 0;
    for (const value of this.errors.values()) count += value;
    return count;
  }
}

export function percentileOf(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
