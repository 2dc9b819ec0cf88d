import { describe, expect, it } from "vitest";
import { createI18n } from "../test/i18n";
import { preferredLanguage } from "./i18n";

describe("i18n", () => {
  it("uses the Chinese catalogue, and English for a key it would lack", () => {
    const i18n = createI18n("zh-TW");
    expect(i18n.t("account.label")).toBe("帳戶");
    expect(i18n.t("auth.incorrectCredentials")).toBe("電子郵件或密碼不正確。");
    i18n.removeResourceBundle("zh-TW", "translation");
    expect(i18n.t("auth.incorrectCredentials")).toBe("Incorrect email or password.");
  });

  it("picks traditional Chinese only for browsers asking for it", () => {
    expect(preferredLanguage(["zh-TW", "en"])).toBe("zh-TW");
    expect(preferredLanguage(["zh-Hant-HK"])).toBe("zh-TW");
    expect(preferredLanguage(["zh-CN", "en-US"])).toBe("en");
    expect(preferredLanguage([])).toBe("en");
  });
});
