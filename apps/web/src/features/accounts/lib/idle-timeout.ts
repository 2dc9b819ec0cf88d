/** The idle-timeout setting (B-011, Z-022), checked by the same settings schema the server applies. */
import type { Hospital } from "@rosterly/contract";
import type { FieldError } from "@rosterly/domain/fields";
import { applySettingsChanges, withDefaults } from "@rosterly/domain/settings";
import { referenceSetsOf } from "../../../lib/organisation/reference-sets";

export function idleTimeoutOf(hospital: Hospital): number {
  return withDefaults(hospital.settings).idleTimeout;
}

/** The typed minutes as the setting's value, or the rule it breaks. */
export function checkIdleTimeout(
  hospital: Hospital,
  typed: string,
): { ok: true; value: number } | FieldError {
  const text = typed.trim();
  if (text === "") return { ok: false, key: "validation.required" };
  const value = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  const result = applySettingsChanges(
    hospital.settings,
    [{ path: "idleTimeout", value }],
    referenceSetsOf(hospital),
  );
  if (result.ok) return { ok: true, value: Number(text) };
  return result.errors.idleTimeout?.[0] ?? { ok: false, key: "validation.numeric" };
}
