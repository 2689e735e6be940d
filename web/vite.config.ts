import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import wasm from "vite-plugin-wasm";
import { wasmConstants } from "./tools/wasm-constants.ts";

// What every page shares, signed in or not: site config, English words, the API client and session,
// the toasts. The public pages' own calls, `api/public.ts`, go with them; the portal's account menu,
// `features/ui/MenuButton.tsx`, with the portal.
const COMMON =
  /[\\/]src[\\/](site\.ts|site\.config\.json|i18n[\\/]en\.json|wasm[\\/](constants|index)\.ts|api[\\/]client\.ts|features[\\/]toasts[\\/]|features[\\/]auth[\\/]session\.ts)/;
// The light form pieces and the native dialog: every public page draws them (the newsletter's
// field, the menu), a signed-in page only once a form or the command palette opens, so they are
// a file of their own rather than a kilobyte of COMMON on every signed-in first visit. Of
// features/forms only the light pieces: the translated form hooks there serve the portal and the
// back office, and would drag i18next into the public pages.
const FORMS = /[\\/]src[\\/]features[\\/](ui[\\/]Dialog\.tsx|forms[\\/](fields\.tsx|useFieldErrors\.ts))/;
// What only the public pages share: their chrome, marketing sections, SEO helpers, the newsletter.
// Apart from COMMON, so a signed-in page does not fetch the marketing site's code.
const PUBLIC = /[\\/]src[\\/]features[\\/](layout|marketing|seo|newsletter)[\\/]/;

// What every signed-in page loads, the portal's and the console's alike: i18next and its React
// hooks, the theme and the appearance, the live stream's page side, the display module's loader and
// the labels' words, the data hooks, dates and amounts as text, the sign-off calls (the dashboard's
// first read, the road map's, the console's), the command palette's button, the page header, the
// skeleton and a name's initials (the account button's). A dozen small files
// (each a request and a compression window of its own) as one.
const SIGNED_IN =
  /node_modules[\\/](i18next|react-i18next)[\\/]|[\\/]src[\\/](i18n[\\/]index\.ts|theme\.ts|titleMeta\.ts|i18n[\\/]labels\.ts|features[\\/]data[\\/](Busy|useReloads|signal|useRecord|time)\.tsx?|features[\\/]project[\\/]format\.ts|api[\\/]signoffs\.ts|features[\\/]appearance[\\/]appearance\.ts|features[\\/]live[\\/]LiveUpdates\.tsx|features[\\/]palette[\\/]PaletteButton\.tsx|features[\\/]page[\\/](PageHeader|Skeleton)\.tsx|features[\\/]ui[\\/]initials\.ts|wasm[\\/]display\.ts)/;
// What every page of the portal loads besides: its loaders' helpers, the language choice, the
// activity feed's door. Never the console's: a lower priority than SIGNED_IN, so it takes none of
// what that group holds.
const PORTAL =
  /[\\/]src[\\/]features[\\/](portal[\\/](load|language|money)\.ts|data[\\/]Lazily\.tsx|project[\\/]paths\.ts|activity[\\/]ActivityFeed\.tsx)/;

// Mantine's core (theme, provider, Box, styles API) and the components on every screen, signed in
// or not: a dozen files of a few hundred bytes each, every one a request and a compression window.
const MANTINE_BASE =
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Button|Center|Container|Group|Loader|Text|Title|UnstyledButton))[\\/]/;

/**
 * Mantine's ScrollArea, under every Table and Modal, takes one small hook from Floating UI
 * (`useMergeRefs`), and that import brought the whole of Floating UI (14 KB compressed) to every
 * page with a table or a dialog. For that importer only, the same hook comes from @mantine/hooks
 * (tools/merge-refs.ts); popovers, tooltips and menus keep Floating UI.
 */
function scrollAreaOwnRefs(): Plugin {
  const scrollArea = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
  const shim = fileURLToPath(new URL("./tools/merge-refs.ts", import.meta.url));
  return {
    name: "portico:scroll-area-own-refs",
    enforce: "pre",
    resolveId(source, importer) {
      return source === "@floating-ui/react" && importer && scrollArea.test(importer) ? shim : null;
    },
  };
}

export default defineConfig(async () => ({
  plugins: [scrollAreaOwnRefs(), wasm(), reactRouter()],
  define: {
    // The shared constants, evaluated once from the WASM module (see src/wasm/constants.ts).
    __PORTICO_CONSTANTS__: JSON.stringify(await wasmConstants()),
  },
  build: {
    // Top-level await in the wasm-bindgen glue needs an ES2022 target.
    target: "es2022",
    modulePreload: {
      // "Confirm it's you" is asked for rarely, long after a page loaded, the command palette and a
      // sign-off's decision when someone opens them: the page that might ask does not carry the
      // list of their files (a kilobyte on every signed-in page); each fetches them when it is
      // first needed (the decision's as soon as a pointer or focus reaches its buttons).
      resolveDependencies: (filename: string, deps: string[]) =>
        /[\\/](prompt|ClientPalette|StaffPalette|DecisionForm)-[^\\/]*\.js$/.test(filename) ? [] : deps,
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
            { name: "forms", test: FORMS, priority: 1 },
            // Mantine's core and the few components every page draws: one file instead of a dozen.
            { name: "mantine", test: MANTINE_BASE, priority: 1 },
            { name: "public", test: PUBLIC, priority: 1 },
            { name: "signed-in", test: SIGNED_IN, priority: 1 },
            { name: "portal", test: PORTAL, priority: 0 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
}));
