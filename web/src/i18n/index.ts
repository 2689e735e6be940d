/**
 * Interface translations (product.md §2, "Dashboard interface languages"). English is the default
 * and the fallback. `initAsync: false` makes `init` synchronous, so prerendered HTML already carries
 * the translated text and hydration sees the same strings.
 *
 * Only English ships with every page. French and Hindi are fetched when a page is shown in them,
 * and the back office's words (`admin.*`, their own files) only when the console asks for them
 * (`loadConsoleWords`): a signed-in client's first visit carries one language's portal words, not
 * three languages and the console's (issue 24's page weight).
 */
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import en from "./en.json";

export const LANGUAGES = ["en", "fr", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Each language's name in itself: the selector shows it beside the name in the interface language,
 * so a reader finds their language whatever is shown, without fetching every catalogue for it. The
 * catalogues' own `languages.<lang>` say the same (a test holds them together).
 */
export const ENDONYMS: Record<Language, string> = { en: "English", fr: "Français", hi: "हिंदी" };

type Catalog = Record<string, unknown>;
type Loader = () => Promise<{ default: Catalog }>;

// Each import is a chunk of its own, fetched once.
const PORTAL: Record<Exclude<Language, "en">, Loader> = {
  fr: () => import("./fr.json"),
  hi: () => import("./hi.json"),
};
/**
 * Words that load with the screens that use them: the back office's (`admin.*`, when the console
 * asks), the activity feed's (`activity.*`) and the burn-up's and timeline's (`burnUp.*`,
 * `timeline.*`, beside their headings), each with its chunk.
 * Each language's file is fetched once; once a screen has wanted them, a change of language
 * fetches them in the new language too.
 */
interface Bundle {
  key: "admin" | "activity" | "charts" | "security" | "people" | "signOff" | "invoice" | "palette" | "hours" | "code" | "guide" | "signOffDecision" | "invoiceDue" | "quote" | "quoteAdmin" | "support" | "integrations" | "account" | "profile";
  /** Its words go under `key` (`admin.*`), or at the top, beside the portal's (`burnUp.*`). */
  under: boolean;
  loaders: Record<Language, Loader>;
  loaded: Set<Language>;
  wanted: boolean;
}

const BUNDLES: Bundle[] = [
  {
    key: "admin",
    under: true,
    loaders: { en: () => import("./admin/en.json"), fr: () => import("./admin/fr.json"), hi: () => import("./admin/hi.json") },
    loaded: new Set(),
    wanted: false,
  },
  {
    key: "activity",
    under: true,
    loaders: {
      en: () => import("./activity/en.json"),
      fr: () => import("./activity/fr.json"),
      hi: () => import("./activity/hi.json"),
    },
    loaded: new Set(),
    wanted: false,
  },
  {
    // Sign-in security (two-factor, passkeys, identities, "Confirm it's you"): with the settings
    // sections and the dialog that show them, beside the portal's words (`twoFactor.*`...).
    key: "security",
    under: false,
    loaders: {
      en: () => import("./security/en.json"),
      fr: () => import("./security/fr.json"),
      hi: () => import("./security/hi.json"),
    },
    loaded: new Set(),
    wanted: false,
  },
  {
    // A client company's people (`people.*`): the portal's People page and the console's.
    key: "people",
    under: true,
    loaders: { en: () => import("./people/en.json"), fr: () => import("./people/fr.json"), hi: () => import("./people/hi.json") },
    loaded: new Set(),
    wanted: false,
  },
  {
    // Sign-off rounds as shown (`signOff.*`): the dashboard's waiting cards, the road map's and
    // the console's lists. The decision dialog's words come with its chunk
    // (`features/signoff/words.ts`); the console's asking and payment forms' are the console's
    // (`admin.projectDetails.signOff.*`).
    key: "signOff",
    under: true,
    loaders: { en: () => import("./signoff/en.json"), fr: () => import("./signoff/fr.json"), hi: () => import("./signoff/hi.json") },
    loaded: new Set(),
    wanted: false,
  },
  {
    // Invoices and billing details (`invoice.*`): the console's project details and settings, a
    // finance person's road map and the company's billing on the People page; with their chunks.
    key: "invoice",
    under: true,
    loaders: { en: () => import("./invoice/en.json"), fr: () => import("./invoice/fr.json"), hi: () => import("./invoice/hi.json") },
    loaded: new Set(),
    wanted: false,
  },
  {
    // The command palette's (`palette.*`): with its chunk, when it is first opened; its button's
    // name is the portal's (`common.search`).
    key: "palette",
    under: true,
    loaders: { en: () => import("./palette/en.json"), fr: () => import("./palette/fr.json"), hi: () => import("./palette/hi.json") },
    loaded: new Set(),
    wanted: false,
  },
  {
    // The road map's pictures (burn-up, timeline): their headings stay with the portal's words.
    key: "charts",
    under: false,
    loaders: { en: () => import("./charts/en.json"), fr: () => import("./charts/fr.json"), hi: () => import("./charts/hi.json") },
    loaded: new Set(),
    wanted: false,
  },
];

/** Languages whose portal words are here, so each is fetched at most once. */
const portalLoaded = new Set<Language>([DEFAULT_LANGUAGE]);

async function loadPortal(lang: Language): Promise<void> {
  if (lang === "en" || portalLoaded.has(lang)) return;
  const { default: words } = await PORTAL[lang]();
  i18n.addResourceBundle(lang, "translation", words, true, false);
  portalLoaded.add(lang);
}

async function loadBundle(bundle: Bundle, lang: Language): Promise<void> {
  if (bundle.loaded.has(lang)) return;
  const { default: words } = await bundle.loaders[lang]();
  i18n.addResourceBundle(lang, "translation", bundle.under ? { [bundle.key]: words } : words, true, false);
  bundle.loaded.add(lang);
}

/**
 * Makes `lang` the interface language once its words are here (those of the bundles screens have
 * asked for too), so no screen ever shows a key or a half-translated page.
 */
export async function setLanguage(lang: Language): Promise<void> {
  await Promise.all([loadPortal(lang), ...BUNDLES.filter((b) => b.wanted).map((b) => loadBundle(b, lang))]);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

/**
 * The words of a bundle a feature brings with its own chunk (`key.*`, its loaders there too), so
 * pages that never show it do not carry even its file names: registered on first use, then loaded
 * like the others. `under: false` merges them at the top instead, beside the portal's words (a
 * place's words that keep their `portal.*` keys).
 */
export function loadFeatureWords(key: Bundle["key"], loaders: Bundle["loaders"], { under = true }: { under?: boolean } = {}): Promise<void> {
  if (!BUNDLES.some((b) => b.key === key)) BUNDLES.push({ key, under, loaders, loaded: new Set(), wanted: false });
  return loadWords(key);
}

/** A bundle's words in the interface language (and, from now on, in any language chosen). */
async function loadWords(key: Bundle["key"]): Promise<void> {
  const bundle = BUNDLES.find((b) => b.key === key);
  if (!bundle) return;
  bundle.wanted = true;
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  // English is the fallback of every key: it must be here whatever the language shown.
  await Promise.all([loadBundle(bundle, DEFAULT_LANGUAGE), loadBundle(bundle, lang)]);
}

/** The back office's words. */
export function loadConsoleWords(): Promise<void> {
  return loadWords("admin");
}

/** The burn-up's and the timeline's words (loaded with their chunks). */
export function loadChartWords(): Promise<void> {
  return loadWords("charts");
}

/**
 * The words of sign-in security: two-factor, passkeys, identity provider links and "Confirm it's
 * you" (loaded by the settings, the setup-only console and the dialog).
 */
export function loadSecurityWords(): Promise<void> {
  return loadWords("security");
}

/** The words of a company's people (the portal's People page, the console's client people). */
export function loadPeopleWords(): Promise<void> {
  return loadWords("people");
}

/** The words of sign-off rounds (portal and console). */
export function loadSignOffWords(): Promise<void> {
  return loadWords("signOff");
}

/** The words of invoices, credit notes and billing details (portal and console). */
export function loadInvoiceWords(): Promise<void> {
  return loadWords("invoice");
}

/** The command palette's words (loaded with it, when first opened). */
export function loadPaletteWords(): Promise<void> {
  return loadWords("palette");
}

/** The activity feed's words (loaded by the feed's own chunk). */
export function loadActivityWords(): Promise<void> {
  return loadWords("activity");
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already
  react: { useSuspense: false },
});

// Screen readers and hyphenation follow the interface language.
i18n.on("languageChanged", (lng) => {
  if (typeof document !== "undefined") document.documentElement.lang = lng;
});

export default i18n;
