/** Tests use the bundled catalogues: the same messages as the app fetches, without a network. */
import type { i18n as I18n } from "i18next";
import { createI18nWith, type Language } from "../lib/i18n";
import en from "../locales/en.json";
import zhTW from "../locales/zh-TW.json";

export function createI18n(language: Language = "en"): I18n {
  return createI18nWith(language, { en, "zh-TW": zhTW });
}
