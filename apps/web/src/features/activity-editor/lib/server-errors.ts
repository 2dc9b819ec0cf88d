/**
 * The server's 400 answer names the fields in snake_case (`errors: {start_time: [...]}`, or
 * `0.start_time` for the items of a list). This puts each message on the editor field it belongs to;
 * what belongs to no field is shown above the form.
 */
import { camelCase } from "@rosterly/contract";
import type { TFunction } from "i18next";
import { serverFieldMessages } from "../../../lib/forms/server-errors";

export interface PlacedErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  general: string[];
}

const ALIASES: Readonly<Record<string, string>> = {
  "settings.sitter.room": "sitterRoom",
  "settings.sitter.reason": "sitterReason",
  flex_on: "available",
};

export function placeServerErrors<F extends string>(
  t: TFunction,
  error: unknown,
  fields: readonly F[],
): PlacedErrors<F> | null {
  const messages = serverFieldMessages(t, error);
  if (messages === null) return null;
  const known = new Set<string>(fields);
  const isField = (name: string): name is F => known.has(name);
  const placed: PlacedErrors<F> = { fields: {}, general: [] };
  for (const [key, texts] of Object.entries(messages)) {
    const bare = key.replace(/^\d+\./, "");
    const name = ALIASES[bare] ?? camelCase(bare);
    const text = texts.join(" ");
    if (isField(name)) placed.fields[name] = text;
    else placed.general.push(text);
  }
  return placed;
}
