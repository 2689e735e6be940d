import { loadFeatureWords } from "../../i18n";

/**
 * The words of quotes (`quote.*`), with the chunks that show them: the quote's page, the
 * dashboard's "Waiting for your acceptance" (only once something waits) and a project's list.
 */
export function loadQuoteWords(): Promise<void> {
  return loadFeatureWords("quote", {
    en: () => import("../../i18n/quote/en.json"),
    fr: () => import("../../i18n/quote/fr.json"),
    hi: () => import("../../i18n/quote/hi.json"),
  });
}
