import { fireEvent, screen, waitFor } from "@testing-library/react";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { loadWasm, type Wasm } from "../../wasm";
import { browser, OIDC_ATTEMPT_KEY } from "../oidc/attempt";
import { LoginForm } from "./LoginForm";
import { adminSetupOnly } from "./session";

// Built from pieces so that this file itself never contains the sentence it hunts for.
const EMAIL_REQUIRED = ["Email", "is", "required"].join(" ");
const PASSWORD_REQUIRED = ["Password", "is", "required"].join(" ");

const SRC = join(__dirname, "..", "..");
const PKG = join(SRC, "wasm", "pkg");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (path === PKG) return [];
    return statSync(path).isDirectory() ? sourceFiles(path) : [path];
  });
}

let w: Wasm;
beforeAll(async () => {
  w = await loadWasm();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function fetchStub(status: number, body: unknown) {
  const stub = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", stub);
  return stub;
}

describe("LoginForm", () => {
  it("on the /login page tells assistive technology that both fields are required", () => {
    renderWithProviders(<LoginForm variant="page" />);
    for (const field of [screen.getByLabelText(/email/i), screen.getByLabelText(/^password/i)]) {
      expect((field as HTMLInputElement).required, field.outerHTML).toBe(true);
    }
  });

  it("shows the WASM validator's messages on an empty submit and sends nothing", async () => {
    const fetch = fetchStub(200, { token: "t" });
    renderWithProviders(<LoginForm variant="modal" />);
    fireEvent.click(screen.getByRole("button", { name: "Login" }));

    expect(await screen.findByText(EMAIL_REQUIRED)).toBeTruthy();
    expect(screen.getByText(PASSWORD_REQUIRED)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    // The text on screen is exactly what the module returned...
    const fromWasm = w.validateLogin({ email: "", password: "" }).map((e) => e.message);
    expect(fromWasm).toContain(EMAIL_REQUIRED);
    expect(fromWasm).toContain(PASSWORD_REQUIRED);
  });

  it("...and the sentence is written nowhere in web/src outside the generated package", () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(10);
    const offenders = files
      .filter((f) => readFileSync(f, "utf8").includes(EMAIL_REQUIRED))
      .map((f) => relative(SRC, f).split(sep).join("/"));
    expect(offenders).toEqual([]);
  });

  it("clears a field's error when that field is edited", async () => {
    fetchStub(200, { token: "t" });
    renderWithProviders(<LoginForm variant="modal" />);
    fireEvent.click(screen.getByRole("button", { name: "Login" }));
    await screen.findByText(EMAIL_REQUIRED);

    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "a" } });
    expect(screen.queryByText(EMAIL_REQUIRED)).toBeNull();
    expect(screen.getByText(PASSWORD_REQUIRED)).toBeTruthy();
  });

  it("rejects a malformed address with the module's message", async () => {
    const fetch = fetchStub(200, { token: "t" });
    renderWithProviders(<LoginForm variant="modal" />);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "someone@example" } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "pw" } });
    fireEvent.click(screen.getByRole("button", { name: "Login" }));
    const expected = w.validateLogin({ email: "someone@example", password: "pw" });
    expect(expected).toHaveLength(1);
    expect(await screen.findByText(expected[0]?.message ?? "?")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("toggles the password between hidden and shown", () => {
    renderWithProviders(<LoginForm variant="page" />);
    const input = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(input.type).toBe("password");
    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(input.type).toBe("text");
    fireEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(input.type).toBe("password");
  });

  it("posts valid credentials, stores the token and goes to /projects", async () => {
    const fetch = fetchStub(200, { token: "tok-123" });
    renderWithProviders(<LoginForm variant="modal" />, "/login");
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "client@example.com" } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "secret" } });
    fireEvent.click(screen.getByRole("button", { name: "Login" }));

    await screen.findByTestId("location");
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/user/login");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ email: "client@example.com", password: "secret" });
    expect(window.localStorage.getItem(w.constants().clientTokenKey)).toBe("tok-123");
  });

  it("keeps the page and says so when the server refuses", async () => {
    fetchStub(401, { error: { code: "unauthorized", message: "Sign in to continue." } });
    renderWithProviders(<LoginForm variant="page" />, "/login");
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "client@example.com" } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "wrong" } });
    fireEvent.click(screen.getByRole("button", { name: "Login" }));

    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Login failed."));
    expect(screen.queryByTestId("location")).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it("leads to Forgot password", () => {
    renderWithProviders(<LoginForm variant="page" />, "/login");
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe("/forgotPassword");
  });

  it("from the staff sign-in, keeps the way back to it", () => {
    renderWithProviders(<LoginForm variant="page" role="admin" />, "/adminLogin");
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe("/forgotPassword?staff=1");
  });

  it("offers a sign-in link only once sign-in is throttled, and sends it to the typed address", async () => {
    const api = fakeApi({
      "POST /api/user/login": () => [429, apiError("rate_limited", "Too many attempts: try again in 10 minutes.")],
      "POST /api/user/signInLink": () => [202, { accepted: true }],
    });
    renderWithProviders(<LoginForm variant="page" />, "/login");
    expect(screen.queryByRole("button", { name: "Email me a sign-in link" })).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "client@example.com" } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "wrong" } });
    fireEvent.click(screen.getByRole("button", { name: "Login" }));

    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Too many attempts"));
    fireEvent.click(screen.getByRole("button", { name: "Email me a sign-in link" }));

    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("If an account uses this address, we have sent it a one-time sign-in link."),
    );
    expect(api.calls.map((c) => [c.path, c.body])).toEqual([
      ["/api/user/login", { email: "client@example.com", password: "wrong" }],
      ["/api/user/signInLink", { email: "client@example.com" }],
    ]);
  });

  it("checks the address again before sending a sign-in link", async () => {
    const api = fakeApi({ "POST /api/admin/login": () => [429, apiError("rate_limited", "Slow down")] });
    renderWithProviders(<LoginForm variant="page" role="admin" />, "/adminLogin");
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "staff@example.com" } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "wrong" } });
    fireEvent.click(screen.getByRole("button", { name: "Login" }));
    const offer = await screen.findByRole("button", { name: "Email me a sign-in link" });

    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "staff@" } });
    fireEvent.click(offer);
    const [expected] = w.validateAccountEmail({ email: "staff@" });
    expect(await screen.findByText(expected?.message ?? "?")).toBeTruthy();
    expect(api.calls).toHaveLength(1);
  });

  describe("with two-factor on", () => {
    const CHALLENGE = "c".repeat(43);
    const signedIn = { token: "staff-session", user: { _id: "u1", name: "Ravi", brandName: "", email: "ravi@example.com", phone: "", role: "admin", language: "en", appearance: "system" } };

    async function passwordStep(role: "client" | "admin" = "admin") {
      renderWithProviders(<LoginForm variant="page" role={role} />, role === "admin" ? "/adminLogin" : "/login");
      fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "ravi@example.com" } });
      fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "secret-pass" } });
      fireEvent.click(screen.getByRole("button", { name: "Login" }));
      return (await screen.findByRole("textbox", { name: /^Authentication code/ })) as HTMLInputElement;
    }

    it("asks for the code in a field of its own, focused and described, then continues as a sign-in", async () => {
      const api = fakeApi({
        "POST /api/admin/login": () => [200, { challenge: CHALLENGE }],
        "POST /api/user/twoFactorSignIn": () => [200, signedIn],
      });
      const field = await passwordStep();
      expect(document.activeElement).toBe(field);
      expect(field.type).toBe("text");
      expect(field.getAttribute("autocomplete")).toBe("one-time-code");
      expect(field.getAttribute("inputmode")).toBeNull();
      expect(field.getAttribute("pattern")).toBeNull();
      const described = (field.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
      expect(described).toContain("The 6-digit code from your authenticator app, or a recovery code");
      expect(window.localStorage.length).toBe(0);

      fireEvent.change(field, { target: { value: "abcde-fghjk" } });
      fireEvent.click(screen.getByRole("button", { name: "Verify" }));
      expect((await screen.findByTestId("location")).textContent).toBe("/admin");
      expect(api.calls.map((c) => [c.path, c.body])).toEqual([
        ["/api/admin/login", { email: "ravi@example.com", password: "secret-pass" }],
        ["/api/user/twoFactorSignIn", { challenge: CHALLENGE, code: "abcde-fghjk" }],
      ]);
      expect(window.localStorage.getItem(w.constants().adminTokenKey)).toBe("staff-session");
    });

    it("keeps a staff session that may only set up two-factor as such, for the console", async () => {
      fakeApi({ "POST /api/admin/login": () => [200, { ...signedIn, setupRequired: true }] });
      renderWithProviders(<LoginForm variant="page" role="admin" />, "/adminLogin");
      fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "ravi@example.com" } });
      fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "secret-pass" } });
      fireEvent.click(screen.getByRole("button", { name: "Login" }));
      expect((await screen.findByTestId("location")).textContent).toBe("/admin");
      expect(window.localStorage.getItem(w.constants().adminTokenKey)).toBe("staff-session");
      expect(adminSetupOnly()).toBe(true);
    });

    it("checks the code with the shared rule first, and shows the server's wrong code under the field", async () => {
      const api = fakeApi({
        "POST /api/admin/login": () => [200, { challenge: CHALLENGE }],
        "POST /api/user/twoFactorSignIn": () => [
          400,
          { error: { code: "validation_failed", message: "Invalid", fields: [{ field: "code", code: "wrong_code", message: "That code is not right, or was already used." }] } },
        ],
      });
      const field = await passwordStep();
      fireEvent.change(field, { target: { value: "12345" } });
      fireEvent.click(screen.getByRole("button", { name: "Verify" }));
      const [rule] = w.validateTwoFactorSignIn({ challenge: CHALLENGE, code: "12345" });
      expect(await screen.findByText(rule?.message ?? "?")).toBeTruthy();
      expect(api.calls).toHaveLength(1);

      fireEvent.change(field, { target: { value: "123 456" } });
      fireEvent.click(screen.getByRole("button", { name: "Verify" }));
      expect(await screen.findByText("That code is not right, or was already used.")).toBeTruthy();
      expect(field.getAttribute("aria-invalid")).toBe("true");
      await waitFor(() => expect(document.activeElement).toBe(field));
      expect(screen.queryByTestId("location")).toBeNull();
    });

    it("goes back to the password when the sign-in has expired, saying so", async () => {
      fakeApi({
        "POST /api/admin/login": () => [200, { challenge: CHALLENGE }],
        "POST /api/user/twoFactorSignIn": () => [
          400,
          { error: { code: "validation_failed", message: "Invalid", fields: [{ field: "challenge", code: "expired", message: "Expired" }] } },
        ],
      });
      const field = await passwordStep();
      fireEvent.change(field, { target: { value: "123456" } });
      fireEvent.click(screen.getByRole("button", { name: "Verify" }));
      await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("This sign-in has expired: enter your password again."));
      expect(document.activeElement).toBe(screen.getByLabelText(/^Password/));
      expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe("ravi@example.com");
    });

    it("says why when the code step is throttled, and lets another account sign in", async () => {
      fakeApi({
        "POST /api/user/login": () => [200, { challenge: CHALLENGE }],
        "POST /api/user/twoFactorSignIn": () => [429, apiError("rate_limited", "Too many attempts")],
      });
      const field = await passwordStep("client");
      fireEvent.change(field, { target: { value: "123456" } });
      fireEvent.click(screen.getByRole("button", { name: "Verify" }));
      await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Too many"));

      fireEvent.click(screen.getByRole("button", { name: "Use another account" }));
      const email = await screen.findByLabelText(/^Email/);
      expect((email as HTMLInputElement).value).toBe("");
      await waitFor(() => expect(document.activeElement).toBe(email));
    });
  });

  describe("with an identity provider", () => {
    afterEach(() => {
      window.sessionStorage.clear();
      vi.restoreAllMocks();
    });

    it("offers its button after the password form, and goes there from /adminLogin as staff", async () => {
      const go = vi.spyOn(browser, "assign").mockImplementation(() => {});
      const api = fakeApi({ "POST /api/auth/oidc/start": () => [200, { url: "https://sso.example.com/auth", binding: "b".repeat(43) }] });
      renderWithProviders(<LoginForm variant="page" role="admin" signIn={{ oidc: { name: "Acme SSO" }, passwordLogin: "all", passkeys: false }} />, "/adminLogin");
      const buttons = screen.getAllByRole("button").map((b) => b.textContent);
      expect(buttons.indexOf("Sign in with Acme SSO")).toBeGreaterThan(buttons.indexOf("Login"));
      expect(screen.queryByRole("button", { name: "Sign in with a password" })).toBeNull();

      fireEvent.click(screen.getByRole("button", { name: "Sign in with Acme SSO" }));
      await waitFor(() => expect(go).toHaveBeenCalledWith("https://sso.example.com/auth"));
      expect(api.calls.map((c) => c.path)).toEqual(["/api/auth/oidc/start"]);
      expect(JSON.parse(window.sessionStorage.getItem(OIDC_ATTEMPT_KEY) ?? "null")).toMatchObject({ purpose: "signIn", from: "staff" });
    });

    it("comes first when this role may not use a password, the form still one click away", async () => {
      renderWithProviders(<LoginForm variant="page" role="admin" signIn={{ oidc: { name: "Acme SSO" }, passwordLogin: "clients", passkeys: false }} />, "/adminLogin");
      const buttons = screen.getAllByRole("button");
      expect(buttons[0]?.textContent).toBe("Sign in with Acme SSO");
      const disclosure = screen.getByRole("button", { name: "Sign in with a password" });
      expect(disclosure.getAttribute("aria-expanded")).toBe("false");
      expect(screen.queryByRole("textbox", { name: /^Email/ })).toBeNull();

      fireEvent.click(disclosure);
      expect(disclosure.getAttribute("aria-expanded")).toBe("true");
      const email = await screen.findByRole("textbox", { name: /^Email/ });
      await waitFor(() => expect(document.activeElement).toBe(email));
      expect(screen.getByRole("button", { name: "Login" })).toBeTruthy();
    });

    it("keeps the password form first for clients when only staff are kept from passwords", () => {
      renderWithProviders(<LoginForm variant="page" signIn={{ oidc: { name: "Acme SSO" }, passwordLogin: "clients", passkeys: false }} />, "/login");
      expect(screen.getByRole("textbox", { name: /^Email/ })).toBeTruthy();
      expect(screen.queryByRole("button", { name: "Sign in with a password" })).toBeNull();
    });
  });
});
