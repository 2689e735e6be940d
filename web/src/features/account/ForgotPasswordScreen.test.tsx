import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { account } from "../../i18n/account/en.json";
import { fakeApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { wasm } from "../../wasm";
import { setUpAccountTests } from "./accountTesting";
import { ForgotPasswordScreen } from "./ForgotPasswordScreen";

setUpAccountTests();

describe("Forgot password", () => {
  it("checks the address with the shared rule and sends nothing while it complains", async () => {
    const api = fakeApi({});
    renderWithProviders(<ForgotPasswordScreen />, "/forgotPassword");
    await userEvent.type(screen.getByLabelText(/^Email/), "someone@example");
    await userEvent.click(screen.getByRole("button", { name: account.sendLink }));

    const [expected] = wasm().validateAccountEmail({ email: "someone@example" });
    expect(await screen.findByText(expected?.message ?? "?")).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute("aria-invalid")).toBe("true");
    expect(api.calls).toEqual([]);
  });

  it("sends the address and gives the same answer whatever the server knows", async () => {
    const api = fakeApi({ "POST /api/user/forgotPassword": () => [202, { accepted: true }] });
    renderWithProviders(<ForgotPasswordScreen />, "/forgotPassword");
    await userEvent.type(screen.getByLabelText(/^Email/), "client@example.com");
    await userEvent.click(screen.getByRole("button", { name: account.sendLink }));

    const outcome = await screen.findByRole("status");
    expect(outcome.textContent).toContain(account.forgotSent);
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    expect(api.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["POST", "/api/user/forgotPassword", { email: "client@example.com" }],
    ]);
    expect(screen.getByRole("link", { name: account.backToLogin }).getAttribute("href")).toBe("/login");
  });

  it("leads back to the staff sign-in when it came from there", () => {
    renderWithProviders(<ForgotPasswordScreen staff />, "/forgotPassword");
    expect(screen.getByRole("link", { name: account.backToStaffLogin }).getAttribute("href")).toBe("/adminLogin");
  });
});
