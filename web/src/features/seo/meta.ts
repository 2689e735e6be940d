/**
 * What search engines and link previews read on each public page: title, description, canonical URL,
 * Open Graph tags and the Organization's structured data.
 *
 * Absolute addresses start with the literal `%PUBLIC_URL%` in the prerendered HTML; the server puts
 * its `PUBLIC_URL` setting there when it loads the build, so one build serves any domain. In the
 * browser, `publicUrl()` reads back the value the server wrote (from the canonical link), so the
 * client renders exactly the markup it hydrates.
 */
import type { MetaDescriptor } from "react-router";
import { SITE } from "../../site";

export const PUBLIC_URL_PLACEHOLDER = "%PUBLIC_URL%";

let served: string | undefined;

/** The site's origin as served: the placeholder while prerendering, the real value in the browser. */
export function publicUrl(): string {
  if (typeof document === "undefined") return PUBLIC_URL_PLACEHOLDER;
  served ??= originFromCanonical() ?? window.location.origin;
  return served;
}

/** Every public canonical path is `/` or `/one-segment`, so the origin is the href minus its last segment. */
function originFromCanonical(): string | undefined {
  const href = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
  if (!href) return undefined;
  const origin = href.replace(/\/[^/]*$/, "");
  return origin === "" ? undefined : origin;
}

/** For tests: forget the origin read from the page. */
export function resetPublicUrl() {
  served = undefined;
}

/** schema.org Organization, from the site configuration. */
export function organizationJsonLd(origin: string = publicUrl()) {
  const a = SITE.address;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE.name,
    legalName: SITE.legalName,
    description: SITE.description,
    slogan: SITE.tagline,
    url: `${origin}/`,
    logo: `${origin}${SITE.logo}`,
    email: SITE.email,
    telephone: SITE.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: a.streetAddress,
      addressLocality: a.addressLocality,
      addressRegion: a.addressRegion,
      postalCode: a.postalCode,
      addressCountry: a.addressCountry,
    },
    sameAs: Object.values(SITE.social).filter((href): href is string => Boolean(href)),
  };
}

export interface PageMeta {
  /** The page's own name; the brand is appended. */
  title: string;
  description: string;
  /** The page's canonical path: `/` or `/segment`. */
  path: string;
}

/** The `meta` export of a public page. */
export function pageMeta({ title, description, path }: PageMeta): MetaDescriptor[] {
  const origin = publicUrl();
  const url = `${origin}${path}`;
  const fullTitle = `${title} | ${SITE.legalName}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { "script:ld+json": organizationJsonLd(origin) },
  ];
}

