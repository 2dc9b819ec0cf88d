import { ERROR_DETAIL_KEYS, type ErrorDetailKey } from "@rosterly/contract";
import { VALIDATION_KEYS } from "@rosterly/domain/fields";
import { describe, expect, it } from "vitest";
import { createI18n } from "../test/i18n";
import { LANGUAGES } from "./i18n";

describe("the web's catalogue of field messages", () => {
  it("has a text for every key the domain and the server may send", () => {
    const i18n = createI18n("en");
    const missing = VALIDATION_KEYS.filter((key) => !i18n.exists(key));
    expect(missing).toEqual([]);
  });
});

describe("the web's catalogue of the reasons a 403, 404 or 412 gives", () => {
  const keys = Object.keys(ERROR_DETAIL_KEYS) as ErrorDetailKey[];

  it.each(LANGUAGES)(
    "has a %s text of its own for every key, naming only the values the key names",
    (language) => {
      const i18n = createI18n(language);
      const texts = keys.map((key) => ({
        key,
        text: i18n.getResource(language, "translation", key) as unknown,
      }));
      expect(
        texts.filter(({ text }) => typeof text !== "string" || text === "").map(({ key }) => key),
      ).toEqual([]);
      const unknownValues = texts.flatMap(({ key, text }) =>
        [...String(text).matchAll(/\{\{(\w+)\}\}/g)]
          .map((match) => match[1] ?? "")
          .filter((name) => !(ERROR_DETAIL_KEYS[key] as readonly string[]).includes(name))
          .map((name) => `${key}: ${name}`),
      );
      expect(unknownValues).toEqual([]);
    },
  );
});
