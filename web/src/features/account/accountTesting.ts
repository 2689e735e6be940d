/** What the unit tests of the pages an emailed link opens share (not imported by the app). */
import { afterEach, beforeAll, vi } from "vitest";
import { loadWasm } from "../../wasm";

/** Registers their hooks: the rules module loaded once (tests read it with `wasm()`), stubbed `fetch` undone after each. */
export function setUpAccountTests() {
  beforeAll(async () => {
    await loadWasm();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
