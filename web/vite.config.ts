import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import wasm from "vite-plugin-wasm";
import { wasmConstants } from "./tools/wasm-constants.ts";

// What every page shares, signed in or not: site config, English words, the API client and session,
// the light form pieces, the toasts. Of features/forms only the light pieces: the translated form
// hooks there serve the portal and the back office, and would drag i18next into the public pages.
const COMMON =
  /[\\/]src[\\/](site\.ts|site\.config\.json|i18n[\\/]en\.json|wasm[\\/](constants|index)\.ts|api[\\/](public|client)\.ts|features[\\/](ui|toasts)[\\/]|features[\\/]forms[\\/](fields\.tsx|useFieldErrors\.ts)|features[\\/]auth[\\/]session\.ts)/;
// What only the public pages share: their chrome, marketing sections, SEO helpers, the newsletter.
// Apart from COMMON, so a signed-in page does not fetch the marketing site's code.
const PUBLIC = /[\\/]src[\\/]features[\\/](layout|marketing|seo|newsletter)[\\/]/;

// Mantine's core (theme, provider, Box, styles API) and the components on every screen, signed in
// or not: a dozen files of a few hundred bytes each, every one a request and a compression window.
const MANTINE_BASE =
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Button|Center|Container|Group|Loader|Text|Title|UnstyledButton))[\\/]/;

export default defineConfig(async () => ({
  plugins: [wasm(), reactRouter()],
  define: {
    // The shared constants, evaluated once from the WASM module (see src/wasm/constants.ts).
    __PORTICO_CONSTANTS__: JSON.stringify(await wasmConstants()),
  },
  build: {
    // Top-level await in the wasm-bindgen glue needs an ES2022 target.
    target: "es2022",
    modulePreload: {
      // "Confirm it's you" is asked for rarely, long after a page loaded: the page that might ask
      // does not carry the list of its dialog's files (a kilobyte on every signed-in page); the
      // dialog fetches them when it is first needed.
      resolveDependencies: (filename: string, deps: string[]) => (/[\\/]prompt-[^\\/]*\.js$/.test(filename) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // Few, larger files for the first visit: over HTTP/1.1 (six connections) each extra file
        // on the critical path costs a round trip. Lazily loaded code (the Login modal, the chat,
        // the WASM module, the portal) stays in its own chunks.
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/, priority: 2 },
            { name: "common", test: COMMON, priority: 1 },
            // Mantine's core and the few components every page draws: one file instead of a dozen.
            { name: "mantine", test: MANTINE_BASE, priority: 1 },
            { name: "public", test: PUBLIC, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
}));
