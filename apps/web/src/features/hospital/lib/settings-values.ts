/**
 * Form text as settings values. What cannot be read is passed on as typed, so the domain's
 * settings rules (the server's) name the problem ("A number is required.", "Enter a valid date.").
 */
import type { Hospital } from "@rosterly/contract";
import { normalizeDateInput } from "@rosterly/domain/fields";
import { type HospitalSettings, withDefaults } from "@rosterly/domain/settings";
import type { JsonValue } from "./json";

const NUMBER = /^[+-]?\d+(?:\.\d+)?$/;

export function numberValue(text: string): number | string {
  const trimmed = text.trim();
  return NUMBER.test(trimmed) ? Number(trimmed) : trimmed;
}

/** MM/DD/YYYY -> YYYY-MM-DD; empty -> null when the setting may be unset. */
export function dateValue(text: string): string | null {
  const parsed = normalizeDateInput(text);
  return parsed.ok ? parsed.value : text.trim();
}

/** The hospital's settings over the defaults, typed (every reader uses this). */
export function settingsOf(hospital: Hospital): HospitalSettings {
  return withDefaults(hospital.settings);
}

/** The value stored at a dotted settings path (undefined when absent). */
export function valueAt(settings: unknown, path: string): JsonValue | undefined {
  let node: unknown = settings;
  for (const key of path.split(".")) {
    if (typeof node !== "object" || node === null || Array.isArray(node)) return undefined;
    node = Object.getOwnPropertyDescriptor(node, key)?.value;
  }
  return isJson(node) ? node : undefined;
}

function isJson(value: unknown): value is JsonValue {
  if (value === null || ["string", "number", "boolean"].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isJson);
  return typeof value === "object" && Object.values(value ?? {}).every(isJson);
}
