import { isRecord } from "../../lib/records";

/** Deep equality of stored values: jsonb may hand keys back in another order, dates compare by time. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a).filter((key) => a[key] !== undefined);
    const otherKeys = Object.keys(b).filter((key) => b[key] !== undefined);
    return keys.length === otherKeys.length && keys.every((key) => sameValue(a[key], b[key]));
  }
  return Object.is(a, b);
}

/** Whether writing `changes` would alter the row (Y-015: modified_on moves only on a real change). */
export function hasRealChange(row: Record<string, unknown>, changes: Record<string, unknown>): boolean {
  return Object.entries(changes).some(([key, value]) => value !== undefined && !sameValue(row[key], value));
}
