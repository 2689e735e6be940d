import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, configureApi, setReadOnlyNotice } from "../../api/client";
import { apiSetup } from "../../apiSetup";
import { createTicket } from "../../api/tickets";
import { CONSTANTS } from "../../wasm/constants";
import { clearToken, clientToken, closeViewAs, currentViewAs, hasClientToken, openViewAs, storeToken } from "../auth/session";
import { clearToasts, toast } from "../toasts/store";
import { consoleClientPath, endViewAs } from "./viewAs";

vi.mock("../toasts/store", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../toasts/store")>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

const VIEW = { token: "view-token", clientId: "c-42", clientName: "Ivo Brandt" };

function answer(status: number, body: unknown) {
  const stub = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", stub);
  return stub;
}

const sentToken = (stub: ReturnType<typeof answer>) => new Headers(stub.mock.calls[0]?.[1]?.headers).get("Authorization");

beforeEach(() => {
  vi.mocked(toast).mockClear();
  // The API client toasts through what the app hands it (test/setup.ts gave it the real store,
  // loaded before this file's mock): here, the mock.
  configureApi({ ...apiSetup, notify: toast });
});

afterEach(() => {
  configureApi(apiSetup);
  closeViewAs();
  clearToasts();
  vi.unstubAllGlobals();
});

describe("the view-as slot", () => {
  it("is preferred by clientToken while open, and leaves the client's own token alone", async () => {
    window.localStorage.setItem(CONSTANTS.clientTokenKey, "real-client");
    expect(await clientToken()).toBe("real-client");

    openViewAs(VIEW);
    expect(currentViewAs()).toEqual(VIEW);
    expect(await clientToken()).toBe("view-token");
    expect(hasClientToken()).toBe(true);

    // A session that ends during the view (401) ends the view, not the real client's session.
    await clearToken("client");
    expect(currentViewAs()).toBeNull();
    expect(await clientToken()).toBe("real-client");
  });

  it("lives in this tab only (sessionStorage), and a damaged value counts as no view", () => {
    openViewAs(VIEW);
    expect(window.localStorage.getItem("portico.viewAs")).toBeNull();
    window.sessionStorage.setItem("portico.viewAs", "{not json");
    expect(currentViewAs()).toBeNull();
    window.sessionStorage.setItem("portico.viewAs", JSON.stringify({ token: " ", clientId: "c", clientName: "n" }));
    expect(currentViewAs()).toBeNull();
  });

  it("ends when a client signs in on this tab", async () => {
    openViewAs(VIEW);
    await storeToken("client", "signed-in");
    expect(currentViewAs()).toBeNull();
    expect(await clientToken()).toBe("signed-in");
  });

  it("staff sign-in and sign-out never touch it", async () => {
    openViewAs(VIEW);
    await storeToken("admin", "staff");
    await clearToken("admin");
    expect(currentViewAs()).toEqual(VIEW);
  });
});

describe("a portal write during a view", () => {
  it("sends the view token, and a read_only refusal is toasted once, by the API layer", async () => {
    openViewAs(VIEW);
    setReadOnlyNotice({ title: "Read-only view", description: "Nothing was changed." });
    const stub = answer(403, { error: { code: "read_only", message: "This session can only read." } });

    const failure = await createTicket({}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe("read_only");
    expect(sentToken(stub)).toBe("Bearer view-token");
    expect(toast).toHaveBeenCalledExactlyOnceWith({ status: "info", title: "Read-only view", description: "Nothing was changed." });
  });

  it("other 403s are left to the screen", async () => {
    answer(403, { error: { code: "forbidden", message: "No." } });
    await createTicket({}).catch(() => undefined);
    expect(toast).not.toHaveBeenCalled();
  });
});

describe("Exit view", () => {
  it("signs the view's session out with its token, clears the slot and answers the client's console screen", async () => {
    window.localStorage.setItem(CONSTANTS.clientTokenKey, "real-client");
    openViewAs(VIEW);
    const stub = answer(204, undefined);

    expect(await endViewAs()).toBe("/admin?section=clients&client=c-42");
    expect(stub.mock.calls[0]?.[0]).toBe("/api/user/logout");
    expect(sentToken(stub)).toBe("Bearer view-token");
    expect(currentViewAs()).toBeNull();
    expect(window.localStorage.getItem(CONSTANTS.clientTokenKey)).toBe("real-client");
  });

  it("still ends the view when the server cannot be reached", async () => {
    openViewAs(VIEW);
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("offline"))));
    expect(await endViewAs()).toBe(consoleClientPath("c-42"));
    expect(currentViewAs()).toBeNull();
  });
});
