/**
 * i18next with the two catalogues (R-001, Z-042). English is the default and the fallback for every
 * key the Chinese catalogue does not hold. Catalogues are bundled, so initialisation is synchronous
 * and the first render already has its text.
 */
import i18next, { type i18n as I18n, type ParseKeys } from "i18next";
import { initReactI18next } from "react-i18next";
import en from "../locales/en.json";
import zhTW from "../locales/zh-TW.json";

export const LANGUAGES = ["en", "zh-TW"] as const;
export type Language = (typeof LANGUAGES)[number];

/** A key of the message catalogue (route labels and other text chosen by data). */
export type MessageKey = ParseKeys<"translation">;

/** Traditional Chinese for browsers that ask for it (zh-TW, zh-HK, zh-Hant); English otherwise. */
export function preferredLanguage(languages: readonly string[]): Language {
  const traditional = languages.some((tag) => /^zh-(TW|HK|MO|Hant)/i.test(tag));
  return traditional ? "zh-TW" : "en";
}

export function createI18n(language: Language = "en"): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: { translation: en }, "zh-TW": { translation: zhTW } },
    lng: language,
    fallbackLng: "en",
    supportedLngs: LANGUAGES,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
