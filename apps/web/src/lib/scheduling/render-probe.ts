/**
 * Render counting for the grid's performance checks (STYLE 12: measured by render counts, not by
 * timing). Off unless a test or the benchmark installs `globalThis.__rosterlyRenderProbe`; then each
 * grid row and the totals count their renders there. Costs one property read per render otherwise.
 */
export interface RenderProbe {
  rows: Map<number, number>;
  totals: number;
}

const PROBE_KEY = "__rosterlyRenderProbe";

function isProbe(value: unknown): value is RenderProbe {
  return (
    typeof value === "object" &&
    value !== null &&
    "rows" in value &&
    value.rows instanceof Map &&
    "totals" in value &&
    typeof value.totals === "number"
  );
}

function current(): RenderProbe | undefined {
  const probe: unknown = Reflect.get(globalThis, PROBE_KEY);
  return isProbe(probe) ? probe : undefined;
}

export function installRenderProbe(): RenderProbe {
  const probe: RenderProbe = { rows: new Map(), totals: 0 };
  Reflect.set(globalThis, PROBE_KEY, probe);
  return probe;
}

export function removeRenderProbe(): void {
  Reflect.deleteProperty(globalThis, PROBE_KEY);
}

export const renderProbe = {
  row(userId: number): void {
    const probe = current();
    if (probe) probe.rows.set(userId, (probe.rows.get(userId) ?? 0) + 1);
  },
  totals(): void {
    const probe = current();
    if (probe) probe.totals += 1;
  },
};
