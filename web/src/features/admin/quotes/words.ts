import { loadFeatureWords } from "../../../i18n";

/** The console's words for quotes and change requests (`quoteAdmin.*`), with the section's chunk. */
export function loadQuoteAdminWords(): Promise<void> {
  return loadFeatureWords("quoteAdmin", {
    en: () => import("../../../i18n/quoteAdmin/en.json"),
    fr: () => import("../../../i18n/quoteAdmin/fr.json"),
    hi: () => import("../../../i18n/quoteAdmin/hi.json"),
  });
}
