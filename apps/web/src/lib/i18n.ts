/**
 * i18next with the two catalogues (R-001, Z-042). English is the default and the fallback for every
 * key the Chinese catalogue does not hold. The catalogues are JSON files the app fetches for the
 * browser's language before its first render (not JavaScript in the entry: the sign-in page stays
 * small), so initialisation is still synchronous once they are there.
 */
import i18next, { type i18n as I18n, type ParseKeys, type ResourceLanguage } from "i18next";
import { initReactI18next } from "react-i18next";
import enUrl from "../locales/en.json?url";
import zhTWUrl from "../locales/zh-TW.json?url";

export const LANGUAGES = ["en", "zh-TW"] as const;
export type Language = (typeof LANGUAGES)[number];

/** A key of the message catalogue (route labels and other text chosen by data). */
export type MessageKey = ParseKeys<"translation">;

/** The message catalogue of each language that is loaded (English always: it is the fallback). */
export type Catalogues = { en: ResourceLanguage } & Partial<Record<Language, ResourceLanguage>>;

const CATALOGUE_URLS: Record<Language, string> = { en: enUrl, "zh-TW": zhTWUrl };

/** Traditional Chinese for browsers that ask for it (zh-TW, zh-HK, zh-Hant); English otherwise. */
export function preferredLanguage(languages: readonly string[]): Language {
  const traditional = languages.some((tag) => /^zh-(TW|HK|MO|Hant)/i.test(tag));
  return traditional ? "zh-TW" : "en";
}

export function createI18nWith(language: Language, catalogues: Catalogues): I18n {
  const resources = Object.fromEntries(
    Object.entries(catalogues).map(([lng, translation]) => [lng, { translation }]),
  );
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: "en",
    supportedLngs: LANGUAGES,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

async function fetchCatalogue(language: Language): Promise<ResourceLanguage> {
  const response = await fetch(CATALOGUE_URLS[language]);
  if (!response.ok) throw new Error(`The ${language} messages did not load (${response.status}).`);
  const catalogue: unknown = await response.json();
  if (!isCatalogue(catalogue)) throw new Error(`The ${language} messages are not a catalogue.`);
  return catalogue;
}

function isCatalogue(value: unknown): value is ResourceLanguage {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Fetches the language's catalogue and English (its fallback) in parallel, then initialises. */
export async function loadI18n(language: Language): Promise<I18n> {
  const [en, own] = await Promise.all([
    fetchCatalogue("en"),
    language === "en" ? Promise.resolve(undefined) : fetchCatalogue(language),
  ]);
  return createI18nWith(language, own === undefined ? { en } : { en, [language]: own });
}
