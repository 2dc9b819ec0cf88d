import type { FieldPath, FieldValues } from "react-hook-form";

/**
 * Which form field owns a settings path: the field whose path is it or contains it
 * (`holidays.US.3.date` belongs to the field that edits `holidays.US`).
 */
export function fieldsByPath<F extends FieldValues>(
  owners: readonly (readonly [FieldPath<F>, string])[],
): (path: string) => FieldPath<F> | null {
  return (path) => owners.find(([, owned]) => path === owned || path.startsWith(`${owned}.`))?.[0] ?? null;
}
