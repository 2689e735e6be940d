import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/client";
import { disableTwoFactor } from "../../api/two-factor";
import { sudo } from "../../i18n/security/en.json";
import { errors } from "../../i18n/en.json";
import { apiError, fakeApi, type Answer } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { loadWasm } from "../../wasm";

beforeAll(async () => {
  await loadWasm();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const STALE: Answer = [403, apiError("sudo_required", "Confirm it is you")];
const status = (password: boolean, code: boolean): Answer => [200, { active: false, until: 0, password, code }];

/** A screen with one sensitive change: turning two-factor off with a code. */
function TurnOff() {
  const [outcome, setOutcome] = useState("");
  return (
    <>
      <button
        onClick={() =>
          void disableTwoFactor({ code: "123456" }, "client").then(
            () => setOutcome("done"),
            (err: unknown) => setOutcome(err instanceof ApiError ? err.code : "failed"),
          )
        }
      >
        Turn off
      </button>
      <p data-testid="outcome">{outcome}</p>
    </>
  );
}

function render() {
  renderWithProviders(<TurnOff />);
}

describe("Confirm it's you (sudo mode)", () => {
  it("asks for the password when a change is refused, proves it, and sends the change again", async () => {
    let refused = 0;
    const api = fakeApi({
      "POST /api/user/twoFactor/disable": () => (refused++ === 0 ? STALE : [204]),
      "GET /api/user/sudo": () => status(true, true),
      "POST /api/user/sudo": () => [200, { active: true, until: 1, password: true, code: true }],
    });
    render();
    await userEvent.click(screen.getByRole("button", { name: "Turn off" }));

    const dialog = await screen.findByRole("dialog", { name: sudo.title });
    expect(dialog.textContent).toContain(sudo.intro);
    await userEvent.click(screen.getByRole("button", { name: sudo.confirm }));
    // The shared rule speaks first: nothing is sent without a password.
    expect(await screen.findByText("Password is required")).toBeTruthy();
    await userEvent.type(screen.getByLabelText(sudo.password, { exact: false }), "my password");
    await userEvent.click(screen.getByRole("button", { name: sudo.confirm }));

    await waitFor(() => expect(screen.getByTestId("outcome").textContent).toBe("done"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "POST /api/user/twoFactor/disable",
      "GET /api/user/sudo",
      "POST /api/user/sudo",
      "POST /api/user/twoFactor/disable",
    ]);
    expect(api.calls[2]?.body).toEqual({ password: "my password" });
    // The change goes again as it was first sent.
    expect(api.calls[3]?.body).toEqual({ code: "123456" });
  });

  it("takes a code instead, and shows a wrong one under its field", async () => {
    const api = fakeApi({
      "POST /api/user/twoFactor/disable": () => STALE,
      "GET /api/user/sudo": () => status(true, true),
      "POST /api/user/sudo": () => [400, apiError("validation_failed", "That code is not right", "code")],
    });
    render();
    await userEvent.click(screen.getByRole("button", { name: "Turn off" }));
    await userEvent.click(await screen.findByRole("button", { name: sudo.useCode }));
    await userEvent.type(screen.getByRole("textbox"), "654321");
    await userEvent.click(screen.getByRole("button", { name: sudo.confirm }));

    await waitFor(() => expect(api.calls.at(-1)?.body).toEqual({ code: "654321" }));
    expect(screen.getByRole("dialog", { name: sudo.title })).toBeTruthy();
  });

  it("leaves the change refused when the person cancels", async () => {
    fakeApi({
      "POST /api/user/twoFactor/disable": () => STALE,
      "GET /api/user/sudo": () => status(true, false),
    });
    render();
    await userEvent.click(screen.getByRole("button", { name: "Turn off" }));
    await screen.findByRole("dialog", { name: sudo.title });
    expect(screen.queryByRole("button", { name: sudo.useCode })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));

    await waitFor(() => expect(screen.getByTestId("outcome").textContent).toBe("sudo_required"));
    expect(errors.sudo_required).toBeTruthy();
  });
});
