import { test as base, expect } from "@playwright/test";

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

export const test = base.extend<Options & { consoleErrors: string[]; codeHostPictures: void }>({
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
