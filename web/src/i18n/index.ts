/**
 * Interface translations (spec section 2, "Dashboard interface languages"). English is the default
 * and the fallback. `initAsync: false` makes `init` synchronous, so prerendered HTML already carries
 * the translated text and hydration sees the same strings.
 */
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import adminEn from "./admin/en.json";
import adminFr from "./admin/fr.json";
import adminHi from "./admin/hi.json";
import en from "./en.json";
import fr from "./fr.json";
import hi from "./hi.json";

// The back office's words (`admin.*`) sit in their own files: the public pages carry the whole of
// en.json (ADR 0007), and the console's catalogue has no business there.
export const resources = {
  en: { translation: { ...en, admin: adminEn } },
  fr: { translation: { ...fr, admin: adminFr } },
  hi: { translation: { ...hi, admin: adminHi } },
} as const;

export type Language = keyof typeof resources;
export const LANGUAGES = Object.keys(resources) as Language[];
export const DEFAULT_LANGUAGE: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && Object.hasOwn(resources, value);
}

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already
  react: { useSuspense: false },
});

// Screen readers and hyphenation follow the interface language.
i18n.on("languageChanged", (lng) => {
  if (typeof document !== "undefined") document.documentElement.lang = lng;
});

export default i18n;
