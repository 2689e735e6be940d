import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, type Answer } from "../test/fakeApi";
import { CONSTANTS } from "../wasm/constants";
import { ApiError, login, logout, userProfile, type Role } from "./client";
import { createTicket } from "./tickets";

beforeEach(() => {
  window.localStorage.setItem(CONSTANTS.clientTokenKey, "client-token");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the typed client", () => {
  it("sends the path, a JSON body and the caller's token, and nothing that says whose it is", async () => {
    const api = fakeApi({ "POST /api/ticket/create": () => [201, { _id: "t1" }] });
    expect(await createTicket({ title: "Broken", description: "It is", project: "p1" })).toEqual({ _id: "t1" });
    const [call] = api.calls;
    expect(call?.headers).toEqual({
      Accept: "application/json",
      Authorization: "Bearer client-token",
      "Content-Type": "application/json",
    });
    expect(call?.body).toEqual({ title: "Broken", description: "It is", project: "p1" });
  });

  it("sends no token for a public call", async () => {
    const api = fakeApi({ "POST /api/user/login": () => [200, { token: "t", user: {} }] });
    await login({ email: "a@b.io", password: "pw" });
    expect(api.calls[0]?.headers.Authorization).toBeUndefined();
  });

  it("reads the server's error format, with the fields at fault", async () => {
    const body = {
      error: {
        code: "validation_failed",
        message: "Check the form",
        field: "title",
        fields: [{ field: "title", code: "required", message: "Title is required" }, { nonsense: true }],
      },
    };
    fakeApi({ "POST /api/ticket/create": () => [400, body] });
    const err = await createTicket({}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Check the form",
      field: "title",
      fields: [{ field: "title", code: "required", message: "Title is required" }],
      auth: "client",
    });
  });

  it("counts another format, or a code this build does not know, as internal with the status", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("<h1>Bad gateway</h1>", { status: 502 })));
    await expect(userProfile()).rejects.toMatchObject({ status: 502, code: "internal" });
    fakeApi({ "GET /api/user/userProfile": () => [418, { error: { code: "teapot", message: "No" } }] });
    await expect(userProfile()).rejects.toMatchObject({ status: 418, code: "internal", message: "No" });
  });

  it("turns a success that is not JSON into bad_response, and a failed fetch into network", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("{not json", { status: 200 })));
    await expect(userProfile()).rejects.toMatchObject({ code: "bad_response" });
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(userProfile()).rejects.toMatchObject({ status: 0, code: "network", message: "Failed to fetch" });
  });

  it("lets an abort through as an abort", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new DOMException("Aborted", "AbortError"))));
    const err = await userProfile(new AbortController().signal).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DOMException);
    expect((err as DOMException).name).toBe("AbortError");
  });
});

describe("what the app hands the client (configureApi)", () => {
  /** A client module of its own, not the one test/setup.ts configured as the app's root does. */
  async function freshClient() {
    vi.resetModules();
    return import("./client");
  }

  const refused = (code: string): Answer => [403, { error: { code, message: code } }];

  it("before it is configured: no token, sudo mode declined (the refusal stands), nothing else", async () => {
    const client = await freshClient();
    const api = fakeApi({ "GET /api/user/userProfile": () => refused("sudo_required") });
    const failure = await client.userProfile().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(client.ApiError);
    expect((failure as ApiError).code).toBe("sudo_required");
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.headers.Authorization).toBeUndefined();
  });

  it("carries the configured token, asks the configured sudo question, shows the notice and forgets a refused token", async () => {
    const client = await freshClient();
    const clear = vi.fn(async (_role: Role) => undefined);
    const notify = vi.fn();
    const askSudo = vi.fn(async (_role: Role) => true);
    client.configureApi({ token: { client: async () => "source-token", admin: async () => null, clear }, notify, askSudo });
    const answers: Answer[] = [refused("sudo_required"), [200, { _id: "u1" }], refused("read_only"), [401, { error: { code: "unauthorized", message: "No." } }]];
    const api = fakeApi({ "GET /api/user/userProfile": () => answers.shift() ?? [500] });

    expect(await client.userProfile()).toEqual({ _id: "u1" });
    expect(askSudo).toHaveBeenCalledExactlyOnceWith("client");
    expect(api.calls.map((c) => c.headers.Authorization)).toEqual(["Bearer source-token", "Bearer source-token"]);

    await expect(client.userProfile()).rejects.toMatchObject({ code: "read_only" });
    expect(notify).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ status: "info", title: "Read-only view" }));

    await expect(client.userProfile()).rejects.toMatchObject({ status: 401 });
    expect(clear).toHaveBeenCalledExactlyOnceWith("client");
  });
});

describe("signing out", () => {
  it("waits for the session's calls on the wire, sends nothing more with it, then ends it", async () => {
    let answerProfile: (r: Response) => void = () => undefined;
    const fetched: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string) => {
        fetched.push(String(url));
        if (String(url).endsWith("/user/userProfile")) return new Promise<Response>((resolve) => (answerProfile = resolve));
        return Promise.resolve(new Response(null, { status: 204 }));
      }),
    );
    const profile = userProfile();
    await vi.waitFor(() => expect(fetched).toEqual(["/api/user/userProfile"]));
    const out = logout("client");
    void userProfile(); // asked while signing out: never sent with the session being ended
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetched).toEqual(["/api/user/userProfile"]);
    answerProfile(new Response(JSON.stringify({ _id: "u1" }), { status: 200, headers: { "Content-Type": "application/json" } }));
    await profile;
    await out;
    expect(fetched).toEqual(["/api/user/userProfile", "/api/user/logout"]);
  });
});
