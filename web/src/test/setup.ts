import { cleanup, configure } from "@testing-library/react";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { afterEach } from "vitest";
import { configureApi } from "../api/client";
import { apiSetup } from "../apiSetup";
import { loadAccountWords } from "../features/account/words";
import { loadCodeWords } from "../features/code/words";
import { loadHoursWords } from "../features/hours/words";
import { loadSupportWords } from "../features/tickets/words";
import { loadIntegrationsWords } from "../features/integrations/words";
import { loadDecisionWords } from "../features/signoff/words";
import { loadConsoleWords, loadInvoiceWords, loadPeopleWords, loadSecurityWords, loadSignOffWords } from "../i18n";
import { loadDisplay } from "../wasm/display";

// The API client as the app's root configures it (root.tsx): the session's tokens, the toasts, sudo.
configureApi(apiSetup);

// vite-plugin-wasm fetches the module by its dev-server path (`/src/wasm/pkg/...wasm`), which
// Node's fetch cannot resolve: serve such paths from disk. Everything else goes to the real fetch.
const realFetch = globalThis.fetch;
globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  if (url.startsWith("/") && url.split("?")[0]?.endsWith(".wasm")) {
    const bytes = await readFile(resolve(__dirname, "..", "..", `.${url.split("?")[0]}`));
    return new Response(bytes, { headers: { "Content-Type": "application/wasm" } });
  }
  return realFetch(input, init);
};

// `findBy…` and `waitFor` wait up to 5 s, not Testing Library's 1 s: `make test` runs these beside
// the API stories on two cores, where a render that takes 50 ms alone can take over a second. A test
// that passes does not wait longer for it.
configure({ asyncUtilTimeout: 5000 });

// Component tests render pages below the portal's and the console's routes, which fetch the
// console's words and the display module before any page renders: here, once for every test.
await Promise.all([loadConsoleWords(), loadSecurityWords(), loadPeopleWords(), loadSignOffWords(), loadInvoiceWords(), loadHoursWords(), loadCodeWords(), loadDecisionWords(), loadSupportWords(), loadIntegrationsWords(), loadAccountWords(), loadDisplay()]);

// jsdom has no matchMedia / ResizeObserver; Mantine asks for both. As in browsers, an empty query
// matches.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: query.trim() === "" || query.trim() === "all",
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof globalThis.ResizeObserver === "undefined") {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
}

// jsdom does not scroll.
if (typeof Element.prototype.scrollTo !== "function") {
  Element.prototype.scrollTo = () => {};
}

// jsdom has no modal dialogs: open/close the element and fire "close" as browsers do.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
