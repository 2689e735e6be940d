import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { account } from "../../i18n/account/en.json";
import { apiError, fakeApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { UnsubscribeScreen } from "./UnsubscribeScreen";

const TOKEN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_x";

afterEach(() => {
  vi.unstubAllGlobals();
});

function render(token = TOKEN) {
  renderWithProviders(<UnsubscribeScreen token={token} />, "/unsubscribe");
}

describe("Unsubscribe", () => {
  it("does nothing until Unsubscribe is pressed, then says what changed", async () => {
    const api = fakeApi({ [`POST /api/mail/unsubscribe/${TOKEN}`]: () => [200, { topic: "tickets" }] });
    render();
    expect(api.calls).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: account.unsubscribeButton }));

    const outcome = await screen.findByRole("status");
    expect(outcome.textContent).toContain(account.unsubscribed);
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    expect(api.calls.map((c) => [c.method, c.path, c.body])).toEqual([["POST", `/api/mail/unsubscribe/${TOKEN}`, undefined]]);
  });

  it("explains a link the server does not know", async () => {
    fakeApi({ [`POST /api/mail/unsubscribe/${TOKEN}`]: () => [400, apiError("invalid_token", "This link is not valid", "token")] });
    render();
    await userEvent.click(screen.getByRole("button", { name: account.unsubscribeButton }));
    expect((await screen.findByRole("alert")).textContent).toContain(account.unsubscribeInvalid);
  });

  it("says so at once for a link without a token", () => {
    render("");
    expect(screen.getByRole("alert").textContent).toContain(account.unsubscribeInvalid);
    expect(screen.queryByRole("button", { name: account.unsubscribeButton })).toBeNull();
  });
});
