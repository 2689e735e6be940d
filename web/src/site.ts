/**
 * The brand the product runs under: name, tagline, contact details and social links, from ONE file
 * (`site.config.json`), so another company can run Portico under its own name by editing it. Nothing
 * else in `web/src` spells these out.
 */
import config from "./site.config.json";

export type SocialNetwork = "x" | "facebook" | "instagram" | "linkedin" | "whatsapp";

export interface SiteConfig {
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  /** Path of the logo image under `web/public`. */
  logo: string;
  email: string;
  phone: string;
  address: {
    streetAddress: string;
    addressLocality: string;
    addressRegion: string;
    postalCode: string;
    /** ISO 3166 code, for structured data. */
    addressCountry: string;
    countryName: string;
  };
  social: Partial<Record<SocialNetwork, string>>;
}

export const SITE: SiteConfig = config;

/** The address as lines, for the footer and the Contact page. */
export function addressLines(site: SiteConfig = SITE): string[] {
  const a = site.address;
  return [a.streetAddress, `${a.addressLocality} ${a.postalCode}`, `${a.addressRegion}, ${a.countryName}`];
}

/** `tel:` link target: digits and a leading plus only. */
export function phoneHref(phone: string = SITE.phone): string {
  return `tel:${phone.replace(/[^0-9+]/g, "")}`;
}
