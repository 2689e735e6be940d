import { afterEach, describe, expect, it } from "vitest";
import { SITE } from "../../site";
import { organizationJsonLd, pageMeta, PUBLIC_URL_PLACEHOLDER, publicUrl, resetPublicUrl } from "./meta";

afterEach(() => {
  document.head.querySelectorAll('link[rel="canonical"]').forEach((l) => l.remove());
  resetPublicUrl();
});

function served(href: string) {
  const link = document.createElement("link");
  link.rel = "canonical";
  link.href = href;
  document.head.append(link);
}

describe("publicUrl", () => {
  it("reads back the origin the server wrote into the canonical link", () => {
    served("https://www.example.org/services");
    expect(publicUrl()).toBe("https://www.example.org");
  });

  it("works for the home page's canonical too", () => {
    served("https://www.example.org/");
    expect(publicUrl()).toBe("https://www.example.org");
  });

  it("keeps the placeholder when the page was served unreplaced (static preview)", () => {
    served(`${PUBLIC_URL_PLACEHOLDER}/about`);
    expect(publicUrl()).toBe(PUBLIC_URL_PLACEHOLDER);
  });

  it("falls back to the page's origin when there is no canonical link (SPA shell)", () => {
    expect(publicUrl()).toBe(window.location.origin);
  });
});

describe("pageMeta", () => {
  it("names the page, its canonical address, Open Graph tags and the Organization", () => {
    served("https://www.example.org/contact");
    const tags = pageMeta({ title: "Contact Us", description: "Write to us.", path: "/contact" });
    expect(tags).toContainEqual({ title: `Contact Us | ${SITE.legalName}` });
    expect(tags).toContainEqual({ name: "description", content: "Write to us." });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.example.org/contact" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://www.example.org/contact" });
    expect(tags).toContainEqual({ property: "og:title", content: `Contact Us | ${SITE.legalName}` });
    const ld = tags.flatMap((t) => ("script:ld+json" in t ? [t["script:ld+json"]] : []))[0];
    expect(ld).toMatchObject({ "@type": "Organization", name: SITE.name, url: "https://www.example.org/" });
  });
});

describe("organizationJsonLd", () => {
  it("comes from the site configuration alone", () => {
    const ld = organizationJsonLd(PUBLIC_URL_PLACEHOLDER);
    expect(ld).toMatchObject({
      name: SITE.name,
      legalName: SITE.legalName,
      email: SITE.email,
      telephone: SITE.phone,
      url: `${PUBLIC_URL_PLACEHOLDER}/`,
      logo: `${PUBLIC_URL_PLACEHOLDER}${SITE.logo}`,
      address: { "@type": "PostalAddress", postalCode: SITE.address.postalCode },
    });
    expect(ld.sameAs).toEqual(Object.values(SITE.social));
  });
});
