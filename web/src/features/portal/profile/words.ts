import { loadFeatureWords } from "../../../i18n";

/**
 * The Profile page's words (`profile.*`: its details, the projects and their requests, the profile
 * form the settings page shows too), with those two pages (their loaders), not with every page's
 * English.
 */
export function loadProfileWords(): Promise<void> {
  return loadFeatureWords(
    "profile",
    {
      en: () => import("../../../i18n/profile/en.json"),
      fr: () => import("../../../i18n/profile/fr.json"),
      hi: () => import("../../../i18n/profile/hi.json"),
    },
    { under: false },
  );
}
