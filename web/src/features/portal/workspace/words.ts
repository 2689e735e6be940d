import { loadFeatureWords } from "../../../i18n";

/**
 * The Getting started guide's words (`portal.guide.*`), with its chunk: the guide is a place of
 * its own, opened from the workspace's menu, and every other page would otherwise carry them in
 * the portal's words.
 */
export function loadGuideWords(): Promise<void> {
  return loadFeatureWords(
    "guide",
    {
      en: () => import("../../../i18n/guide/en.json"),
      fr: () => import("../../../i18n/guide/fr.json"),
      hi: () => import("../../../i18n/guide/hi.json"),
    },
    { under: false },
  );
}
