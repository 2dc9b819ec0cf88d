/**
 * The stored fields a write would change on a saved shift or event: those whose next value differs
 * from the saved one (a write that changes nothing is not a change, Y-015).
 */
export function changedValues<Next extends object>(
  current: Readonly<Record<string, unknown>>,
  next: Next,
): Partial<Next> {
  const changed: Partial<Next> = {};
  for (const [key, value] of Object.entries(next) as [string, unknown][]) {
    if (JSON.stringify(current[key]) !== JSON.stringify(value)) Object.assign(changed, { [key]: value });
  }
  return changed;
}
