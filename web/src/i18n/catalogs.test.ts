import { describe, expect, it } from "vitest";
import activityEn from "./activity/en.json";
import activityFr from "./activity/fr.json";
import activityHi from "./activity/hi.json";
import adminEn from "./admin/en.json";
import adminFr from "./admin/fr.json";
import adminHi from "./admin/hi.json";
import chartsEn from "./charts/en.json";
import chartsFr from "./charts/fr.json";
import chartsHi from "./charts/hi.json";
import codeEn from "./code/en.json";
import codeFr from "./code/fr.json";
import codeHi from "./code/hi.json";
import en from "./en.json";
import fr from "./fr.json";
import guideEn from "./guide/en.json";
import guideFr from "./guide/fr.json";
import guideHi from "./guide/hi.json";
import hi from "./hi.json";
import invoiceEn from "./invoice/en.json";
import invoiceFr from "./invoice/fr.json";
import invoiceHi from "./invoice/hi.json";
import hoursEn from "./hours/en.json";
import hoursFr from "./hours/fr.json";
import hoursHi from "./hours/hi.json";
import paletteEn from "./palette/en.json";
import paletteFr from "./palette/fr.json";
import paletteHi from "./palette/hi.json";
import peopleEn from "./people/en.json";
import peopleFr from "./people/fr.json";
import peopleHi from "./people/hi.json";
import securityEn from "./security/en.json";
import securityFr from "./security/fr.json";
import securityHi from "./security/hi.json";
import signOffEn from "./signoff/en.json";
import signOffFr from "./signoff/fr.json";
import signOffHi from "./signoff/hi.json";
import signOffDecisionEn from "./signoff/decision/en.json";
import signOffDecisionFr from "./signoff/decision/fr.json";
import signOffDecisionHi from "./signoff/decision/hi.json";
import invoiceDueEn from "./invoice/due/en.json";
import invoiceDueFr from "./invoice/due/fr.json";
import invoiceDueHi from "./invoice/due/hi.json";
import quoteEn from "./quote/en.json";
import quoteFr from "./quote/fr.json";
import quoteHi from "./quote/hi.json";
import quoteAdminEn from "./quoteAdmin/en.json";
import quoteAdminFr from "./quoteAdmin/fr.json";
import quoteAdminHi from "./quoteAdmin/hi.json";
import supportEn from "./support/en.json";
import supportFr from "./support/fr.json";
import supportHi from "./support/hi.json";
import integrationsEn from "./integrations/en.json";
import integrationsFr from "./integrations/fr.json";
import integrationsHi from "./integrations/hi.json";
import accountEn from "./account/en.json";
import accountFr from "./account/fr.json";
import accountHi from "./account/hi.json";
import profileEn from "./profile/en.json";
import profileFr from "./profile/fr.json";
import profileHi from "./profile/hi.json";
import { ENDONYMS, LANGUAGES } from "./index";

/** The pictures' words beside their headings, as `addResourceBundle` merges them. */
function charts<P extends { burnUp: object; timeline: object }, C extends { burnUp: object; timeline: object }>(portal: P, words: C) {
  return { burnUp: { ...portal.burnUp, ...words.burnUp }, timeline: { ...portal.timeline, ...words.timeline } };
}

/**
 * The portal's words with the Code updates section's and the guide's beside them, as
 * `addResourceBundle` merges them.
 */
function places<P extends { portal: { code: object } }, C extends { portal: { code: object } }, G extends { portal: { guide: object } }>(portal: P, code: C, guide: G) {
  return { portal: { ...portal.portal, code: { ...portal.portal.code, ...code.portal.code }, guide: guide.portal.guide } };
}

// Every catalogue as the interface sees it once loaded: the portal's words, the console's, the feed's and the rest.
const resources = {
  en: { translation: { ...en, ...securityEn, ...invoiceDueEn, ...accountEn, ...profileEn, ...charts(en, chartsEn), ...places(en, codeEn, guideEn), admin: adminEn, activity: activityEn, people: peopleEn, signOff: { ...signOffEn, ...signOffDecisionEn.signOff }, invoice: invoiceEn, palette: paletteEn, hours: hoursEn, quote: quoteEn, quoteAdmin: quoteAdminEn, support: supportEn, integrations: integrationsEn } },
  fr: { translation: { ...fr, ...securityFr, ...invoiceDueFr, ...accountFr, ...profileFr, ...charts(fr, chartsFr), ...places(fr, codeFr, guideFr), admin: adminFr, activity: activityFr, people: peopleFr, signOff: { ...signOffFr, ...signOffDecisionFr.signOff }, invoice: invoiceFr, palette: paletteFr, hours: hoursFr, quote: quoteFr, quoteAdmin: quoteAdminFr, support: supportFr, integrations: integrationsFr } },
  hi: { translation: { ...hi, ...securityHi, ...invoiceDueHi, ...accountHi, ...profileHi, ...charts(hi, chartsHi), ...places(hi, codeHi, guideHi), admin: adminHi, activity: activityHi, people: peopleHi, signOff: { ...signOffHi, ...signOffDecisionHi.signOff }, invoice: invoiceHi, palette: paletteHi, hours: hoursHi, quote: quoteHi, quoteAdmin: quoteAdminHi, support: supportHi, integrations: integrationsHi } },
} as const;

type Tree = { [key: string]: string | Tree };

function entries(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]): [string, string][] =>
    typeof v === "string" ? [[`${prefix}${k}`, v]] : entries(v, `${prefix}${k}.`),
  );
}

function placeholders(s: string): string[] {
  return [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? "").sort();
}

const langs = Object.keys(resources) as (keyof typeof resources)[];
const flat = (lang: keyof typeof resources) =>
  new Map(entries(resources[lang].translation as unknown as Tree));

describe("translation catalogs", () => {
  it("offers en, fr and hi", () => {
    expect(langs.sort()).toEqual(["en", "fr", "hi"]);
    expect([...LANGUAGES].sort()).toEqual(langs);
  });

  it("name each language in itself as the selector does", () => {
    for (const lang of langs) expect(resources[lang].translation.languages[lang]).toBe(ENDONYMS[lang]);
  });

  for (const a of langs) {
    for (const b of langs) {
      if (a === b) continue;
      it(`every ${a} key exists in ${b}`, () => {
        const other = flat(b);
        const missing = [...flat(a).keys()].filter((k) => !other.has(k));
        expect(missing).toEqual([]);
      });
    }
  }

  for (const lang of langs) {
    it(`${lang} has no empty strings and keeps the English placeholders`, () => {
      const en = flat("en");
      for (const [k, v] of flat(lang)) {
        expect(v.trim(), `${lang}:${k}`).not.toBe("");
        expect(placeholders(v), `${lang}:${k}`).toEqual(placeholders(en.get(k) ?? ""));
      }
    });
  }

  it("Hindi is written in Devanagari", () => {
    const devanagari = /[\u0900-\u097F]/;
    const values = [...flat("hi").values()];
    const inDevanagari = values.filter((v) => devanagari.test(v));
    expect(inDevanagari.length / values.length).toBeGreaterThan(0.9);
  });
});

describe("languages", () => {
  it("match the shared constants", async () => {
    const { loadWasm } = await import("../wasm");
    const c = (await loadWasm()).constants();
    expect([...c.languages].sort()).toEqual([...langs].sort());
    expect(c.defaultLanguage).toBe("en");
  });
});
