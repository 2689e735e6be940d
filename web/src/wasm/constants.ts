/**
 * The shared constants (product.md §9: durations, storage keys, the header threshold, the marketing
 * figures...), available synchronously without downloading the WASM module. They are not written
 * here: the build evaluates the module's `constants()` (tools/wasm-constants.ts) and Vite inlines
 * the result, so pages that need no form never fetch the module. Equal to `(await loadWasm()).constants()`.
 */
import type { Constants } from "./pkg/portico_wasm.js";

declare const __PORTICO_CONSTANTS__: Constants;

export const CONSTANTS: Constants = __PORTICO_CONSTANTS__;
