import { test as base, expect, type BrowserContext, type Page, type Request } from "@playwright/test";

interface Options {
  /** Console errors a test provokes on purpose (e.g. Chromium's line for an expected 401). */
  expectedConsoleErrors: RegExp[];
}

/**
 * Every journey fails on any console error or uncaught page error: a page that "works" while
 * throwing is broken (CONVENTIONS habit 12).
 */
/** A 1x1 PNG: what the code host's pictures are in the journeys (they run without a network). */
const PIXEL = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/** Each context's requests under way, but for the live stream, which stays open (ADR 0037). */
const underWay = new WeakMap<BrowserContext, Set<Request>>();
const isLiveStream = (r: Request) => new URL(r.url()).pathname === "/api/events";

/**
 * The page has its data: nothing under way for half a second, the live stream aside. Playwright's
 * `networkidle` never comes once the stream is open (it opens a few seconds after the page, which
 * a loaded machine may take to read the rest).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  const pending = underWay.get(page.context());
  if (!pending) throw new Error("settled: the context was not made by the journeys' fixtures");
  let quietSince = Date.now();
  for (;;) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
    await page.waitForTimeout(50);
  }
}

export const test = base.extend<Options & { consoleErrors: string[]; codeHostPictures: void; requestsUnderWay: void }>({
  requestsUnderWay: [
    async ({ context }, use) => {
      const pending = new Set<Request>();
      underWay.set(context, pending);
      context.on("request", (r) => {
        if (!isLiveStream(r)) pending.add(r);
      });
      context.on("requestfinished", (r) => pending.delete(r));
      context.on("requestfailed", (r) => pending.delete(r));
      await use();
    },
    { auto: true },
  ],
  expectedConsoleErrors: [[], { option: true }],
  codeHostPictures: [
    async ({ page }, use) => {
      await page.route(/^https:\/\/([a-z0-9-]+\.)*githubusercontent\.com\//, (route) =>
        route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }),
      );
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        const text = msg.text();
        if (!expectedConsoleErrors.some((re) => re.test(text))) errors.push(`console: ${text}`);
      });
      page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      expect(errors, "console or page errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
