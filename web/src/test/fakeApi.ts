import { vi } from "vitest";

/** One request the page sent, as a handler and a test read it. */
export interface Call {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

/** `[status, body?, headers?]`; no body answers an empty response (a 204). */
export type Answer = [number, unknown?, Record<string, string>?];

/**
 * Stands in for the server: `fetch` answers from `handlers`, keyed `"METHOD /api/path"`; anything
 * else answers 404 in the API's error format. Every call is kept, in order. Load the WASM module
 * before calling it (the module is fetched too).
 */
export function fakeApi(handlers: Record<string, (call: Call) => Answer>) {
  const calls: Call[] = [];
  const stub = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, "http://localhost");
    const method = init.method ?? "GET";
    const call: Call = {
      method,
      path: url.pathname,
      url,
      body: init.body === undefined || init.body === null ? undefined : JSON.parse(String(init.body)),
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const [status, body, headers = {}] = handler ? handler(call) : [404, { error: { code: "not_found", message: "Not found." } }];
    return body === undefined
      ? new Response(null, { status, headers })
      : new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
  });
  vi.stubGlobal("fetch", stub);
  return { calls, stub };
}

/** The API's error body. */
export function apiError(code: string, message: string, field?: string) {
  return { error: { code, message, ...(field ? { field } : {}) } };
}
