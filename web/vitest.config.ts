import { defineConfig } from "vitest/config";
import wasm from "vite-plugin-wasm";
import { wasmConstants } from "./tools/wasm-constants.ts";

// The files that need a worker of their own (Vitest's default pool, `forks`): they replace
// `window.location`, or use Node's streams, which a VM context does not hold.
const OWN_WORKER = [
  "src/api/admin.test.ts",
  "src/api/live.test.ts",
  "src/features/forms/useRuleForm.test.tsx",
  "src/features/newsletter/NewsletterForm.test.tsx",
];

// Kept apart from vite.config.ts: the React Router plugin is for the app build, not for unit tests.
export default defineConfig(async () => ({
  plugins: [wasm()],
  define: {
    __PORTICO_CONSTANTS__: JSON.stringify(await wasmConstants()),
  },
  test: {
    environment: "jsdom",
    setupFiles: ["src/test/setup.ts"],
    // Under the suite's parallel load (see src/test/setup.ts), not a licence for slow tests.
    testTimeout: 15_000,
    projects: [
      // Every file in a VM context of its own (modules, DOM, globals: nothing leaks from one file to
      // the next), in worker threads that keep Node's own modules loaded: 50 s of CPU instead of
      // 2.5 minutes with a process for every file, on the 2-core machine.
      { extends: true, test: { name: "vm", include: ["src/**/*.test.{ts,tsx}"], exclude: OWN_WORKER, pool: "vmThreads" } },
      { extends: true, test: { name: "forks", include: OWN_WORKER } },
    ],
  },
}));
