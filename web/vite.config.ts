import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import wasm from "vite-plugin-wasm";
import { wasmConstants } from "./tools/wasm-constants.ts";

export default defineConfig(async () => ({
  plugins: [wasm(), reactRouter()],
  define: {
    // The shared constants, evaluated once from the WASM module (see src/wasm/constants.ts).
    __PORTICO_CONSTANTS__: JSON.stringify(await wasmConstants()),
  },
  build: {
    // Top-level await in the wasm-bindgen glue needs an ES2022 target.
    target: "es2022",
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
}));
