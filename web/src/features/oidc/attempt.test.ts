import { afterEach, describe, expect, it, vi } from "vitest";
import { browser, goToProvider, OIDC_ATTEMPT_KEY, readAttempt, returnPath, takeAttempt } from "./attempt";

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("the attempt kept in this tab", () => {
  it("keeps the binding with what the attempt is for, then goes to the provider", () => {
    const go = vi.spyOn(browser, "assign").mockImplementation(() => {});
    goToProvider({ url: "https://sso.example.com/auth?state=s", binding: "b1" }, { purpose: "signIn", from: "staff", provider: "Acme SSO" });
    expect(JSON.parse(window.sessionStorage.getItem(OIDC_ATTEMPT_KEY) ?? "null")).toEqual({
      purpose: "signIn",
      from: "staff",
      provider: "Acme SSO",
      binding: "b1",
    });
    expect(go).toHaveBeenCalledWith("https://sso.example.com/auth?state=s");
  });

  it("serves one callback: taking it removes it", () => {
    window.sessionStorage.setItem(OIDC_ATTEMPT_KEY, JSON.stringify({ binding: "b1", purpose: "link", from: "client", returnTo: "/profileSettings" }));
    expect(takeAttempt()).toEqual({ binding: "b1", purpose: "link", from: "client", returnTo: "/profileSettings" });
    expect(takeAttempt()).toBeNull();
  });

  it("counts a damaged entry as none", () => {
    for (const raw of ["{", JSON.stringify({ binding: "", purpose: "signIn", from: "client" }), JSON.stringify({ binding: "b", purpose: "other", from: "client" })]) {
      window.sessionStorage.setItem(OIDC_ATTEMPT_KEY, raw);
      expect(readAttempt()).toBeNull();
    }
  });

  it("comes back only to a path of this site", () => {
    expect(returnPath({ from: "staff", returnTo: "/admin?section=settings" })).toBe("/admin?section=settings");
    expect(returnPath({ from: "client", returnTo: "//evil.example.com" })).toBe("/profileSettings");
    expect(returnPath({ from: "client", returnTo: "https://evil.example.com" })).toBe("/profileSettings");
    expect(returnPath({ from: "staff" })).toBe("/admin?section=settings");
  });
});
