import { VALIDATION_KEYS } from "@rosterly/domain/fields";
import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n";

describe("the web's catalogue of field messages", () => {
  it("has a text for every key the domain and the server may send", () => {
    const i18n = createI18n("en");
    const missing = VALIDATION_KEYS.filter((key) => !i18n.exists(key));
    expect(missing).toEqual([]);
  });
});
