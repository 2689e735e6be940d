import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../test/fakeApi";
import { CONSTANTS } from "../wasm/constants";
import { projectDetail } from "./client";
import { forgetHeldReads } from "./held";

beforeEach(() => {
  forgetHeldReads();
  window.localStorage.setItem(CONSTANTS.clientTokenKey, "client-token");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("reads the server tags", () => {
  it("ask again with If-None-Match and answer a 304 from the held read", async () => {
    const project = { _id: "p1", title: "Storefront" };
    let version = 'W/"aaaa"';
    const api = fakeApi({
      "GET /api/project/detail/p1": (call) =>
        call.headers["If-None-Match"] === version ? [304, undefined, { ETag: version }] : [200, project, { ETag: version }],
    });
    expect(await projectDetail("p1")).toEqual(project);
    expect(await projectDetail("p1")).toEqual(project);
    expect(api.calls.map((c) => c.headers["If-None-Match"])).toEqual([undefined, 'W/"aaaa"']);

    // Changed on the server: the new read, held in its turn.
    version = 'W/"bbbb"';
    project.title = "Storefront v2";
    expect(await projectDetail("p1")).toEqual(project);
    expect(await projectDetail("p1")).toEqual(project);
    expect(api.calls.map((c) => c.headers["If-None-Match"]).slice(2)).toEqual(['W/"aaaa"', 'W/"bbbb"']);
  });

  // Forgotten at sign-out: features/auth/session.test.ts (the session forgets them).
});
