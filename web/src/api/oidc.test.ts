import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../test/fakeApi";
import { CONSTANTS } from "../wasm/constants";
import { ApiError } from "./client";
import {
  finishIdentityLink,
  finishOidcSignIn,
  identities,
  isAttemptInvalid,
  oidcFailureCode,
  passwordAllowed,
  signInOptions,
  startIdentityLink,
  startOidcSignIn,
  unlinkIdentity,
} from "./oidc";

const INPUT = { code: "c0de", state: "st4te", binding: "b".repeat(43) };

beforeEach(() => {
  window.localStorage.setItem(CONSTANTS.clientTokenKey, "client-token");
  window.localStorage.setItem(CONSTANTS.adminTokenKey, "staff-token");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("identity provider calls", () => {
  it("sign in without any token: the options, the start and the callback", async () => {
    const api = fakeApi({
      "GET /api/auth/providers": () => [200, { oidc: { name: "Acme SSO" }, passwordLogin: "all" }],
      "POST /api/auth/oidc/start": () => [200, { url: "https://sso.example.com/auth?x=1", binding: INPUT.binding }],
      "POST /api/auth/oidc/callback": () => [200, { challenge: "c".repeat(43) }],
    });
    expect(await signInOptions()).toEqual({ oidc: { name: "Acme SSO" }, passwordLogin: "all" });
    expect(await startOidcSignIn()).toEqual({ url: "https://sso.example.com/auth?x=1", binding: INPUT.binding });
    expect(await finishOidcSignIn(INPUT)).toEqual({ challenge: "c".repeat(43) });
    expect(api.calls.map((c) => [c.method, c.path, c.body, c.headers.Authorization])).toEqual([
      ["GET", "/api/auth/providers", undefined, undefined],
      ["POST", "/api/auth/oidc/start", undefined, undefined],
      ["POST", "/api/auth/oidc/callback", INPUT, undefined],
    ]);
  });

  it("manage one's own identities with one's own token", async () => {
    const view = { _id: "i 1", issuer: "https://sso.example.com", email: "asha@example.com", createdAt: 1, lastUsedAt: null };
    const api = fakeApi({
      "GET /api/user/identities": () => [200, [view]],
      "POST /api/user/identities/link": () => [200, { url: "https://sso.example.com/auth", binding: INPUT.binding }],
      "POST /api/user/identities/callback": () => [200, [view]],
      "DELETE /api/user/identities/i%201": () => [204],
    });
    expect(await identities("client")).toEqual([view]);
    await startIdentityLink("admin");
    expect(await finishIdentityLink(INPUT, "admin")).toEqual([view]);
    await unlinkIdentity("i 1", "client");
    expect(api.calls.map((c) => [c.method, c.path, c.body, c.headers.Authorization])).toEqual([
      ["GET", "/api/user/identities", undefined, "Bearer client-token"],
      ["POST", "/api/user/identities/link", undefined, "Bearer staff-token"],
      ["POST", "/api/user/identities/callback", INPUT, "Bearer staff-token"],
      ["DELETE", "/api/user/identities/i%201", undefined, "Bearer client-token"],
    ]);
  });

  it("report the server's refusals by their codes", async () => {
    fakeApi({ "POST /api/auth/oidc/callback": () => [403, apiError("oidc_no_account", "No Portico account uses this address")] });
    const err = await finishOidcSignIn(INPUT).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(oidcFailureCode(err)).toBe("oidc_no_account");
  });
});

describe("oidcFailureCode", () => {
  const expired = (field: string) =>
    new ApiError(400, "validation_failed", "Invalid", undefined, [{ field, code: "expired", message: "This sign-in attempt has expired" }]);

  it("says a refused attempt the same way, however the server said it", () => {
    for (const err of [expired("code"), expired("state"), expired("binding"), new ApiError(403, "oidc_attempt_invalid", "Expired")]) {
      expect(isAttemptInvalid(err)).toBe(true);
      expect(oidcFailureCode(err)).toBe("oidc_attempt_invalid");
    }
    expect(isAttemptInvalid(expired("email"))).toBe(false);
  });

  it("takes a missing provider (404) as unavailable, and anything unknown as internal", () => {
    expect(oidcFailureCode(new ApiError(404, "not_found", "Not found"))).toBe("oidc_unavailable");
    expect(oidcFailureCode(new ApiError(0, "network", "offline"))).toBe("network");
    expect(oidcFailureCode(new Error("boom"))).toBe("internal");
  });
});

describe("passwordAllowed", () => {
  it("follows PASSWORD_LOGIN: all, clients only, or nobody", () => {
    expect([passwordAllowed("all", "client"), passwordAllowed("all", "admin")]).toEqual([true, true]);
    expect([passwordAllowed("clients", "client"), passwordAllowed("clients", "admin")]).toEqual([true, false]);
    expect([passwordAllowed("none", "client"), passwordAllowed("none", "admin")]).toEqual([false, false]);
  });
});
