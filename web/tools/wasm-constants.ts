/**
 * Reads the shared constants (spec section 9) out of the built WASM module at build time, so that
 * prerendered pages can use them without shipping or waiting for the module: the header's scroll
 * threshold, the marketing figures, the accordion timings, the storage keys. The values are still
 * written once, in `shared/src/constants.rs`; this only evaluates `constants()` in Node.
 */
import { readFile, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const PKG = join(dirname(fileURLToPath(import.meta.url)), "..", "src", "wasm", "pkg");

interface Glue {
  __wbg_set_wasm(exports: WebAssembly.Exports): void;
  constants(): unknown;
}

/** `constants()` of `src/wasm/pkg`, as plain JSON. Fails the build if the package is missing. */
export async function wasmConstants(): Promise<unknown> {
  const wasmPath = join(PKG, "portico_wasm_bg.wasm");
  const gluePath = join(PKG, "portico_wasm_bg.js");
  let bytes: Buffer;
  try {
    bytes = await readFile(wasmPath);
  } catch {
    throw new Error(`${wasmPath} is missing: run scripts/build-wasm.sh first`);
  }
  // A fresh copy of the glue per build, so a rebuilt module is never mixed with stale state.
  const version = (await stat(wasmPath)).mtimeMs;
  const glue = (await import(`${pathToFileURL(gluePath).href}?v=${version}`)) as Glue;
  const module = await WebAssembly.compile(new Uint8Array(bytes));
  const instance = await WebAssembly.instantiate(module, { "./portico_wasm_bg.js": glue as never });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as (() => void) | undefined)?.();
  return glue.constants();
}
