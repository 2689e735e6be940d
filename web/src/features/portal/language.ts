import { saveLanguage } from "../../api/client";
import i18n, { DEFAULT_LANGUAGE, ENDONYMS, isLanguage, LANGUAGES, setLanguage, type Language } from "../../i18n";

/**
 * localStorage key of the portal's interface language. The account's choice lives on the server
 * (`PUT /user/language`); this copy only lets a reload start in the right language before the
 * profile arrives.
 */
export const LANGUAGE_STORAGE_KEY = "language";

function store(lang: Language | null) {
  try {
    if (lang) window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
    else window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage disabled: the server copy still applies at the next sign-in
  }
}

export async function applyStoredLanguage(): Promise<void> {
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    stored = null; // storage disabled
  }
  await applyLanguage(isLanguage(stored) ? stored : DEFAULT_LANGUAGE);
}

/** Shows the interface in `lang` (the `<html lang>` follows, see `src/i18n`) and remembers it locally. */
export async function applyLanguage(lang: Language): Promise<void> {
  store(lang);
  await setLanguage(lang);
}

let pendingSave: Promise<unknown> = Promise.resolve();

/**
 * The user picked `lang`: show it at once and remember it on the account. Resolves when the server
 * has it; rejects with the API error (the interface keeps the new language either way).
 */
export async function chooseLanguage(lang: Language): Promise<void> {
  await applyLanguage(lang);
  const save = saveLanguage(lang);
  pendingSave = save.catch(() => undefined);
  await save;
}

/**
 * Waits for a language choice still on its way to the server, so a profile fetched afterwards
 * does not bring the previous language back.
 */
export function languageSaved(): Promise<unknown> {
  return pendingSave;
}

/** After logout the next person at this browser starts in the default language. */
export async function forgetLanguage(): Promise<void> {
  store(null);
  await setLanguage(DEFAULT_LANGUAGE);
}

/**
 * The language selector's options: each name in the interface language, followed by its own name
 * so a reader can find their language whatever is shown now. The interface language's words are
 * here by the time it is shown (`setLanguage`).
 */
export function languageOptions(interfaceLanguage: string): { value: Language; label: string }[] {
  const current = isLanguage(interfaceLanguage) ? interfaceLanguage : DEFAULT_LANGUAGE;
  return LANGUAGES.map((l) => {
    const here = i18n.t(`languages.${l}`, { lng: current });
    const own = ENDONYMS[l];
    return { value: l, label: here === own ? here : `${here} (${own})` };
  });
}
