import { defineConfig } from "vitest/config";
import wasm from "vite-plugin-wasm";
import { wasmConstants } from "./tools/wasm-constants.ts";

// Kept apart from vite.config.ts: the React Router plugin is for the app build, not for unit tests.
export default defineConfig(async () => ({
  plugins: [wasm()],
  define: {
    __PORTICO_CONSTANTS__: JSON.stringify(await wasmConstants()),
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    // Under the suite's parallel load (see src/test/setup.ts), not a licence for slow tests.
    testTimeout: 15_000,
  },
}));
