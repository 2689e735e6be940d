import { loadFeatureWords } from "../../i18n";

/**
 * The Code updates section's words (`portal.code.*`: its tabs, comments, issue form and sync
 * notices), with its chunk: every page but that section's would otherwise carry them in the
 * portal's words. What shows outside the section stays there: its loading label and what a task's
 * line says of its code (checks, states, commit counts; `TaskCode`, `badges`).
 */
export function loadCodeWords(): Promise<void> {
  return loadFeatureWords(
    "code",
    {
      en: () => import("../../i18n/code/en.json"),
      fr: () => import("../../i18n/code/fr.json"),
      hi: () => import("../../i18n/code/hi.json"),
    },
    { under: false },
  );
}
