import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { en } from "./locales/en.ts";
import { ja } from "./locales/ja.ts";
import { zhCN } from "./locales/zh-CN.ts";
import { zhTW } from "./locales/zh-TW.ts";

export const languages = [
  { value: "zh-CN", label: "简体中文" },
  { value: "zh-TW", label: "繁體中文" },
  { value: "ja", label: "日本語" },
  { value: "en", label: "English" },
] as const;

export type Language = (typeof languages)[number]["value"];

const storageKey = "kikoeru-language";
const defaultLanguage: Language = "zh-CN";

function isLanguage(value: string | null): value is Language {
  return languages.some((language) => language.value === value);
}

function storedLanguage(): Language {
  const value = localStorage.getItem(storageKey);
  return isLanguage(value) ? value : defaultLanguage;
}

/** Initialises i18next with the bundled resources and keeps `<html lang>` and the stored choice in sync. */
export function initI18n() {
  i18n.on("languageChanged", (language) => {
    document.documentElement.lang = language;
    localStorage.setItem(storageKey, language);
  });
  return i18n.use(initReactI18next).init({
    resources: {
      "zh-CN": { translation: zhCN },
      "zh-TW": { translation: zhTW },
      ja: { translation: ja },
      en: { translation: en },
    },
    lng: storedLanguage(),
    fallbackLng: defaultLanguage,
    supportedLngs: languages.map((language) => language.value),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}
