/** JSON as settings values are (the contract's `{path, value}` carries any JSON value). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One settings change as a form produces it. */
export interface SettingsEdit {
  path: string;
  value: JsonValue;
}
