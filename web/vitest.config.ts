import { defineConfig } from "vitest/config";
import wasm from "vite-plugin-wasm";

// Kept apart from vite.config.ts: the React Router plugin is for the app build, not for unit tests.
export default defineConfig({
  plugins: [wasm()],
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
  },
});
