import i18n, { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../i18n";

/** localStorage key of the portal's chosen interface language (a browser preference only). */
export const LANGUAGE_STORAGE_KEY = "language";

export async function applyStoredLanguage(): Promise<void> {
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    stored = null; // storage disabled
  }
  const lang = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

export async function chooseLanguage(lang: Language): Promise<void> {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  await i18n.changeLanguage(lang);
}
