import { loadFeatureWords } from "../../i18n";

/**
 * The words of the pages an emailed link opens, "Forgot password?" and the identity provider's
 * callback (`account.*`, `oidc.*`): they come with those pages (each route's loader), not with
 * every page's English.
 */
export function loadAccountWords(): Promise<void> {
  return loadFeatureWords(
    "account",
    {
      en: () => import("../../i18n/account/en.json"),
      fr: () => import("../../i18n/account/fr.json"),
      hi: () => import("../../i18n/account/hi.json"),
    },
    { under: false },
  );
}
