import { describe, expect, it } from "vitest";
import en from "./en.json";
import { flattenCatalogue } from "./flatten";
import zhTW from "./zh-TW.json";

/** The interpolation names a message uses (`{{count}}`, `{{ name }}`), sorted, each once. */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? "");
  return [...new Set(names)].sort();
}

/**
 * Placeholders the Chinese text leaves out on purpose: the server fills them with an English noun
 * ("Shift type not found."), which would be a fallback inside a Chinese sentence.
 */
const ENGLISH_NOUN_LEFT_OUT: ReadonlyMap<string, string> = new Map([
  ["errors.not_found.configuration_row", "kind"],
  ["errors.precondition.configuration_in_use", "kind"],
]);

const english = flattenCatalogue(en);
const chinese = flattenCatalogue(zhTW);

describe("the zh-TW catalogue", () => {
  it("has every English key", () => {
    expect([...english.keys()].filter((key) => !chinese.has(key))).toEqual([]);
  });

  it("has no key English lacks (a typo or a removed message)", () => {
    expect([...chinese.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it("fills the same placeholders as English in every message", () => {
    const differing = [...english]
      .filter(([key]) => chinese.has(key))
      .filter(([key, text]) => {
        const expected = placeholders(text).filter((name) => ENGLISH_NOUN_LEFT_OUT.get(key) !== name);
        return expected.join() !== placeholders(chinese.get(key) ?? "").join();
      })
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it("leaves no message empty that English fills", () => {
    const blank = [...chinese].filter(([key, text]) => text.trim() === "" && english.get(key)?.trim() !== "");
    expect(blank.map(([key]) => key)).toEqual([]);
  });
});
