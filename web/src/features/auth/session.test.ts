import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { projectDetail } from "../../api/client";
import { forgetHeldReads } from "../../api/held";
import { fakeApi } from "../../test/fakeApi";
import { CONSTANTS } from "../../wasm/constants";
import { clearToken } from "./session";

beforeEach(() => {
  forgetHeldReads();
  window.localStorage.setItem(CONSTANTS.clientTokenKey, "client-token");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("signing out", () => {
  it("forgets the reads the API client holds", async () => {
    const api = fakeApi({ "GET /api/project/detail/p1": () => [200, { _id: "p1" }, { ETag: 'W/"cccc"' }] });
    await projectDetail("p1");
    await clearToken("client");
    window.localStorage.setItem(CONSTANTS.clientTokenKey, "another-token");
    await projectDetail("p1");
    expect(api.calls.map((c) => c.headers["If-None-Match"])).toEqual([undefined, undefined]);
  });
});
