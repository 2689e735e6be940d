import type { Config } from "@react-router/dev/config";

/**
 * Marketing pages are prerendered to static HTML (fast first paint, indexable);
 * everything else is a client-rendered SPA served through `__spa-fallback.html`.
 */
export default {
  appDirectory: "src",
  // Several people building on one machine can keep their builds apart (a folder under web/:
  // prerendering resolves packages from the build folder).
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
  ssr: false,
  prerender: ["/", "/signup", "/home", "/about", "/services", "/contact"],
} satisfies Config;
