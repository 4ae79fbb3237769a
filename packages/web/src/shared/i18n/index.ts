import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { type Messages, zhCN } from "./locales/zh-CN.ts";

export const languages = [
  { value: "zh-CN", label: "简体中文" },
  { value: "zh-TW", label: "繁體中文" },
  { value: "ja", label: "日本語" },
  { value: "en", label: "English" },
] as const;

export type Language = (typeof languages)[number]["value"];

const storageKey = "kikoeru-language";
const defaultLanguage: Language = "zh-CN";

/** Chinese is bundled; the other languages load when chosen. */
const loaders: Record<Language, () => Promise<Partial<Messages>>> = {
  "zh-CN": async () => zhCN,
  "zh-TW": async () => (await import("./locales/zh-TW.ts")).zhTW,
  ja: async () => (await import("./locales/ja.ts")).ja,
  en: async () => (await import("./locales/en.ts")).en,
};

function isLanguage(value: string | null): value is Language {
  return languages.some((language) => language.value === value);
}

function storedLanguage(): Language {
  const value = localStorage.getItem(storageKey);
  return isLanguage(value) ? value : defaultLanguage;
}

/**
 * Adds texts of a lazily loaded part of the app to the bundled Chinese texts (the other languages carry them
 * in their own lazily loaded files), so they stay out of the initial bundle.
 */
export function addChineseTexts(texts: Partial<Messages>): void {
  i18n.addResourceBundle(defaultLanguage, "translation", texts, true, false);
}

/** Switches the interface language, loading its texts first; the choice is remembered. */
export async function setLanguage(language: string): Promise<void> {
  if (!isLanguage(language)) return;
  if (!i18n.hasResourceBundle(language, "translation")) {
    i18n.addResourceBundle(language, "translation", await loaders[language]());
  }
  await i18n.changeLanguage(language);
}

/** Initialises i18next in the stored language and keeps `<html lang>` and the stored choice in sync. */
export async function initI18n(): Promise<void> {
  const stored = storedLanguage();
  i18n.on("languageChanged", (language) => {
    document.documentElement.lang = language;
    localStorage.setItem(storageKey, language);
  });
  await i18n.use(initReactI18next).init({
    resources: { [defaultLanguage]: { translation: zhCN } },
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: languages.map((language) => language.value),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  await setLanguage(stored);
}
