import { screen, within, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { loadWasm, type Wasm } from "../../wasm";
import { CONSTANTS } from "../../wasm/constants";
import { TwoFactorPanel } from "./TwoFactorPanel";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i + 2}-efghj`);
const status = (more: Partial<{ enabled: boolean; required: boolean; available: boolean; recoveryCodesLeft: number }> = {}) => ({
  enabled: false,
  required: false,
  available: true,
  recoveryCodesLeft: 0,
  ...more,
});
const wrongCode = {
  error: { code: "validation_failed", message: "Invalid", fields: [{ field: "code", code: "wrong_code", message: "That code is not right, or was already used." }] },
};

let w: Wasm;
beforeAll(async () => {
  w = await loadWasm();
});
beforeEach(() => {
  window.localStorage.setItem(CONSTANTS.clientTokenKey, "client-token");
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("TwoFactorPanel", () => {
  it("sets it up: QR code and grouped key, a first code from the app, then the recovery codes once", async () => {
    let current = status();
    const onEnabled = vi.fn();
    const api = fakeApi({
      "GET /api/user/twoFactor": () => [200, current],
      "POST /api/user/twoFactor/setup": () => [200, { secret: SECRET, otpauthUrl: `otpauth://totp/Portico:a%40example.com?secret=${SECRET}&issuer=Portico` }],
      "POST /api/user/twoFactor/confirm": () => {
        current = status({ enabled: true, recoveryCodesLeft: 10 });
        return [200, { recoveryCodes: CODES }];
      },
    });
    renderWithProviders(<TwoFactorPanel auth="client" account="a@example.com" onEnabled={onEnabled} />);
    expect(await screen.findByText("Only your password is asked when you sign in.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Set up two-factor sign-in" }));

    const heading = await screen.findByRole("heading", { name: "Set up your authenticator app" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const qr = await screen.findByRole("img", { name: "QR code to scan with your authenticator app" });
    expect(qr.querySelector("path")?.getAttribute("d")).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    expect(screen.getByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP")).toBeTruthy();

    // The app's code only: the shared rule refuses a recovery code here, and nothing is sent.
    const field = screen.getByRole("textbox", { name: /^Code from the app/ });
    await userEvent.type(field, "abcde-fghjk");
    await userEvent.click(screen.getByRole("button", { name: "Turn on" }));
    const [rule] = w.validateTotpCode({ code: "abcde-fghjk" });
    expect(await screen.findByText(rule?.message ?? "?")).toBeTruthy();
    expect(api.calls.some((c) => c.path.endsWith("/confirm"))).toBe(false);

    await userEvent.clear(field);
    await userEvent.type(field, "123456");
    await userEvent.click(screen.getByRole("button", { name: "Turn on" }));
    const codesHeading = await screen.findByRole("heading", { name: "Your recovery codes" });
    await waitFor(() => expect(document.activeElement).toBe(codesHeading));
    const list = screen.getByRole("list", { name: "Recovery codes" });
    expect(within(list).getAllByRole("listitem").map((li) => li.textContent)).toEqual(CODES);
    expect(api.calls.find((c) => c.path.endsWith("/confirm"))?.body).toEqual({ code: "123456" });
    expect(onEnabled).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "I have saved them" }));
    expect(await screen.findByText("Recovery codes left: 10")).toBeTruthy();
    expect(onEnabled).toHaveBeenCalledTimes(1);
    expect(api.calls.filter((c) => c.method === "GET")).toHaveLength(2);
    expect(api.calls[0]?.headers.Authorization).toBe("Bearer client-token");
  });

  it("when required, offers no Turn off and says why; new codes ask for a code first", async () => {
    const api = fakeApi({
      "GET /api/user/twoFactor": () => [200, status({ enabled: true, required: true, recoveryCodesLeft: 3 })],
      "POST /api/user/twoFactor/recoveryCodes": () => [400, wrongCode],
    });
    renderWithProviders(<TwoFactorPanel auth="client" />);
    expect(await screen.findByText("Recovery codes left: 3")).toBeTruthy();
    expect(screen.getByText("Two-factor sign-in is required for staff, so it cannot be turned off.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Turn off" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "New recovery codes" }));
    const field = await screen.findByRole("textbox", { name: /^Authentication code/ });
    await waitFor(() => expect(document.activeElement).toBe(field));
    await userEvent.type(field, "ABCDE FGHJK");
    await userEvent.click(screen.getByRole("button", { name: "Make new codes" }));
    expect(await screen.findByText("That code is not right, or was already used.")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(api.calls.at(-1)?.body).toEqual({ code: "ABCDE FGHJK" });
  });

  it("turns it off with a code, then reads the status again", async () => {
    let current = status({ enabled: true, recoveryCodesLeft: 10 });
    const api = fakeApi({
      "GET /api/user/twoFactor": () => [200, current],
      "POST /api/user/twoFactor/disable": () => {
        current = status();
        return [204];
      },
    });
    renderWithProviders(<TwoFactorPanel auth="client" />);
    await userEvent.click(await screen.findByRole("button", { name: "Turn off" }));
    await userEvent.type(await screen.findByRole("textbox", { name: /^Authentication code/ }), "654321");
    await userEvent.click(screen.getByRole("button", { name: "Turn off two-factor sign-in" }));

    expect(await screen.findByRole("button", { name: "Set up two-factor sign-in" })).toBeTruthy();
    expect(api.calls.find((c) => c.method === "POST")?.path).toBe("/api/user/twoFactor/disable");
  });

  it("explains a server that cannot keep authenticator keys, with nothing to press", async () => {
    fakeApi({ "GET /api/user/twoFactor": () => [200, status({ available: false })] });
    renderWithProviders(<TwoFactorPanel auth="client" />);
    expect(await screen.findByText(/not available yet/)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
