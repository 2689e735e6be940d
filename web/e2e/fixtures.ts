import { test as base, expect } from "@playwright/test";

interface Options {
  /** Console errors a test provokes on purpose (e.g. Chromium's line for an expected 401). */
  expectedConsoleErrors: RegExp[];
}

/**
 * Every journey fails on any console error or uncaught page error: a page that "works" while
 * throwing is broken (CONVENTIONS habit 12).
 */
export const test = base.extend<Options & { consoleErrors: string[] }>({
  expectedConsoleErrors: [[], { option: true }],
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
