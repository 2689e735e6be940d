import { defineConfig, devices } from "@playwright/test";

/**
 * Browser journeys against a running server (the Makefile starts it; Playwright does not).
 * Uses Debian's Chromium: never `playwright install` (no downloads on these machines).
 */
const baseURL = process.env.BASE_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
  testDir: "e2e",
  // Several people may run journeys on one machine: each run can keep its artefacts apart.
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? "test-results",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A journey runs beside two others on 2 cores (scripts/test.sh), and a CI machine can be twice as
  // slow again: three times what it takes on a quiet machine. The limit catches a hang, not slowness
  // (the list of the slowest tests at the end of `make test` does that).
  timeout: 90_000,
  // A loaded 2-core machine may take seconds to paint what a person waits for: wait as long as they would.
  expect: { timeout: 15_000 },
  // PLAYWRIGHT_JSON: also every journey's duration, for `make test`'s list of the slowest tests.
  reporter: process.env.PLAYWRIGHT_JSON ? [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON }]] : [["list"]],
  use: {
    baseURL,
    // No trace unless asked for (PLAYWRIGHT_TRACE=retain-on-failure, or on): recording one, even to
    // throw it away, took a quarter of the journeys' CPU (its screenshots and DOM snapshots of every
    // step). A failure still leaves its screenshot, its error and the server's log.
    trace: (process.env.PLAYWRIGHT_TRACE as "on" | "retain-on-failure" | undefined) ?? "off",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
});
