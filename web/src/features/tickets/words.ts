import { loadFeatureWords } from "../../i18n";

/**
 * The words of tickets on the clock (`support.*`, docs/support-clock.md): priorities, states, the
 * clock line, "How did we do?", the rating page and the owners' support report. They come with the
 * chunks that show them (the Tickets section, `/rate`, the People page's report), not with every page.
 */
export function loadSupportWords(): Promise<void> {
  return loadFeatureWords("support", {
    en: () => import("../../i18n/support/en.json"),
    fr: () => import("../../i18n/support/fr.json"),
    hi: () => import("../../i18n/support/hi.json"),
  });
}
