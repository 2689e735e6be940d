import { loadFeatureWords } from "../../i18n";

/** The words of a project's hours (`hours.*`, ADR 0042): the portal's Hours place and the console's tab. */
export function loadHoursWords(): Promise<void> {
  return loadFeatureWords("hours", {
    en: () => import("../../i18n/hours/en.json"),
    fr: () => import("../../i18n/hours/fr.json"),
    hi: () => import("../../i18n/hours/hi.json"),
  });
}
