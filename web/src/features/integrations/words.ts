import { loadFeatureWords } from "../../i18n";

/**
 * The words of integrations (`integrations.*`, issue 58): the calendar link, personal API tokens
 * and webhooks. They come with the chunk that shows them (the settings' sections, the console's
 * Integrations), not with every page.
 */
export function loadIntegrationsWords(): Promise<void> {
  return loadFeatureWords("integrations", {
    en: () => import("../../i18n/integrations/en.json"),
    fr: () => import("../../i18n/integrations/fr.json"),
    hi: () => import("../../i18n/integrations/hi.json"),
  });
}
