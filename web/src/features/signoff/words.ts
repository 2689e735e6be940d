import { loadFeatureWords } from "../../i18n";

/**
 * The decision dialog's words (`signOff.comment`, `signOff.recordNote`...), with its chunk: they
 * come when an approver reaches for Approve or Request changes, not with every waiting card (the
 * cards' words are the sign-off bundle's, `loadSignOffWords`).
 */
export function loadDecisionWords(): Promise<void> {
  return loadFeatureWords(
    "signOffDecision",
    {
      en: () => import("../../i18n/signoff/decision/en.json"),
      fr: () => import("../../i18n/signoff/decision/fr.json"),
      hi: () => import("../../i18n/signoff/decision/hi.json"),
    },
    { under: false },
  );
}
