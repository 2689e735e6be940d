import { expect, test } from "./fixtures";
import { PUBLIC_PAGES } from "./public-helpers";

/** The text of the first match of `re` in `html`, or null. */
function first(html: string, re: RegExp): string | null {
  return re.exec(html)?.[1] ?? null;
}

function decode(text: string): string {
  return text.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
}

test.describe("what search engines get, without running any script", () => {
  for (const p of PUBLIC_PAGES) {
    test(`${p.path} is prerendered with its title, description, canonical, Open Graph and Organization data`, async ({
      request,
      baseURL,
    }) => {
      const res = await request.get(p.path);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toContain("text/html");
      const html = await res.text();
      const origin = new URL(baseURL ?? "").origin;

      expect(decode(first(html, /<title>([^<]*)<\/title>/) ?? "")).toBe(p.title);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(first(html, /<h1[^>]*>([^<]*)<\/h1>/)).toBe(p.headline);
      const description = first(html, /<meta name="description" content="([^"]+)"/);
      expect(description?.length).toBeGreaterThan(50);

      // Absolute addresses: the server wrote its PUBLIC_URL over the build's placeholder.
      expect(html).not.toContain("%PUBLIC_URL%");
      const canonical = `${origin}${p.canonical}`;
      expect(html.match(/rel="canonical"/g)).toHaveLength(1);
      expect(first(html, /<link rel="canonical" href="([^"]+)"/)).toBe(canonical);
      expect(first(html, /<meta property="og:url" content="([^"]+)"/)).toBe(canonical);
      expect(decode(first(html, /<meta property="og:title" content="([^"]+)"/) ?? "")).toBe(p.title);
      expect(first(html, /<meta property="og:description" content="([^"]+)"/)).toBe(description);
      expect(first(html, /<meta property="og:type" content="([^"]+)"/)).toBe("website");

      const ld = first(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
      const org = JSON.parse(ld ?? "{}") as Record<string, unknown>;
      expect(org).toMatchObject({ "@context": "https://schema.org", "@type": "Organization", name: "Portico", url: `${origin}/` });
      expect(org.address).toMatchObject({ "@type": "PostalAddress", addressCountry: "IN" });
      expect(org.sameAs).toHaveLength(5);

      expect(html).toContain('<html lang="en"');
      expect(html).toContain('name="viewport"');
    });
  }

  test("the home page's sections are in the HTML", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const text of [
      "Get a Call-back",
      "Blueprint to Brilliance",
      "Planning",
      "Maintenance",
      "Corrective upkeep fixes what breaks; perfective upkeep",
      "What we do?",
      "From Development to Support",
      "Elevate Your Experience By Exploring Our Array of Dynamic IT Services",
      "Web Development",
      "Mobile Development",
      "Data Solutions",
      "UI/UX Design",
      "SEO Optimization",
      "IT Solutions",
    ]) {
      expect(html, text).toContain(text);
    }
  });

  test("the About, Services and Contact pages' text is in the HTML", async ({ request }) => {
    const about = await (await request.get("/about")).text();
    for (const figure of ["10X", "24/7", "365", "100%"]) expect(about).toContain(`<span class="figure">${figure}</span>`);
    const services = decode(await (await request.get("/services")).text());
    for (const text of [
      "Software Development",
      "Technical Support",
      "Web Development",
      "Client Satisfaction",
      "Which services do you provide?",
      "How can you help my business grow?",
      "Which industries do you serve?",
      "How do you ensure data security?",
    ]) {
      expect(services, text).toContain(text);
    }
    const contact = await (await request.get("/contact")).text();
    expect(contact).toContain("Send us a message");
    expect(contact).toContain("Riverside Business Park");
  });

  test("the sitemap lists the four public pages; robots.txt points to it", async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
    expect(locs).toEqual([`${origin}/`, `${origin}/about`, `${origin}/contact`, `${origin}/services`]);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test("after hydration and client-side navigation, the head still names each page exactly once", async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    await page.goto("/services");
    await page.waitForLoadState("networkidle");
    const head = () =>
      page.evaluate(() => ({
        canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute("href")),
        ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute("content"),
        ld: document.querySelectorAll('script[type="application/ld+json"]').length,
        title: document.title,
      }));
    expect(await head()).toEqual({ canonicals: [`${origin}/services`], ogUrl: `${origin}/services`, ld: 1, title: "Our Services | Portico IT Services" });

    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveTitle("About Us | Portico IT Services");
    expect(await head()).toEqual({ canonicals: [`${origin}/about`], ogUrl: `${origin}/about`, ld: 1, title: "About Us | Portico IT Services" });
  });
});
