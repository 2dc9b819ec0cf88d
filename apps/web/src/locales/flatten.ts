/** A message catalogue as written: nested sections of messages. */
export type Catalogue = { readonly [key: string]: string | Catalogue };

/** Every message of a catalogue by its dotted key (the catalogue test and the zh-TW browser walk). */
export function flattenCatalogue(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === "string") flat.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flattenCatalogue(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}
