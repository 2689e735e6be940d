/**
 * The small module of what read pages show: status and priority labels, display dates
 * (`src/wasm/pkg-display`, the same `shared` functions as the full module, built without its rules;
 * see scripts/build-wasm.sh). The portal loads it before its pages render, and the console's
 * sections come with it (`withDisplay`), so those use `display()` synchronously; the rules
 * (`../wasm`) come only when a form is used.
 */
import type * as Pkg from "./pkg-display/portico_wasm.js";

export type Display = typeof Pkg;

let loaded: Display | undefined;
let pending: Promise<Display> | undefined;

export function loadDisplay(): Promise<Display> {
  pending ??= import("./pkg-display/portico_wasm.js").then((m) => {
    loaded = m;
    return m;
  });
  return pending;
}

/** The loaded module; throws if `loadDisplay()` has not resolved yet (a programming error). */
export function display(): Display {
  if (!loaded) throw new Error("display module used before loadDisplay() resolved");
  return loaded;
}

/** A lazy component's import that resolves once the display module is here too (for `React.lazy`). */
export function withDisplay<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadDisplay()]).then(([module]) => module);
}
