import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import wasm from "vite-plugin-wasm";

export default defineConfig({
  plugins: [wasm(), reactRouter()],
  build: {
    // Top-level await in the wasm-bindgen glue needs an ES2022 target.
    target: "es2022",
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
});
