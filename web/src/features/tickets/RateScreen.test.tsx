import { fireEvent, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { RatingLink } from "../../api/types.gen";
import { apiError, fakeApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { loadWasm } from "../../wasm";
import { RateScreen } from "./RateScreen";

beforeAll(async () => {
  await loadWasm();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const LINK: RatingLink = { title: "Staging is slow", score: null, comment: "", expired: false, used: false, commented: false };
const PATH = "/api/rating/tok.1";

describe("RateScreen (/rate#<token>&score=…)", () => {
  it("rates with the link's score once as the page opens, thanks, then takes one comment", async () => {
    const api = fakeApi({
      [`GET ${PATH}`]: () => [200, LINK],
      [`POST ${PATH}`]: (call) => [200, { score: "good", comment: (call.body as { comment?: string }).comment ?? "", createdAt: "2026-11-03T00:00:00Z" }],
    });
    renderWithProviders(
      <StrictMode>
        <RateScreen token="tok.1" score="good" />
      </StrictMode>,
    );
    expect((await screen.findByText(/^Thank you!/)).textContent).toBe("Thank you! You rated “Staging is slow”: Good");
    fireEvent.change(screen.getByRole("textbox", { name: "Anything to add? (optional)" }), { target: { value: "Quick." } });
    fireEvent.click(screen.getByRole("button", { name: "Send comment" }));
    expect(await screen.findByText("Thank you, your comment was added.")).toBeTruthy();
    expect(screen.getByText("Quick.")).toBeTruthy();
    expect(api.calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([{ score: "good" }, { score: "good", comment: "Quick." }]);
  });

  it("shows the score already given, and the comment box until a comment is given", async () => {
    const api = fakeApi({ [`GET ${PATH}`]: () => [200, { ...LINK, used: true, score: "bad" }] });
    renderWithProviders(<RateScreen token="tok.1" score="good" />);
    expect(await screen.findByText("You rated “Staging is slow”: Bad")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Anything to add? (optional)" })).toBeTruthy();
    expect(api.calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("asks for the score when the link came without one", async () => {
    fakeApi({
      [`GET ${PATH}`]: () => [200, LINK],
      [`POST ${PATH}`]: () => [200, { score: "bad", comment: "", createdAt: "2026-11-03T00:00:00Z" }],
    });
    renderWithProviders(<RateScreen token="tok.1" score={null} />);
    expect(await screen.findByText("How did we do with “Staging is slow”?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Bad" }));
    expect(await screen.findByText("Thank you! You rated “Staging is slow”: Bad")).toBeTruthy();
  });

  it("says when the link has expired, or is not valid", async () => {
    fakeApi({ [`GET ${PATH}`]: () => [200, { ...LINK, expired: true }] });
    const { unmount } = renderWithProviders(<RateScreen token="tok.1" score="good" />);
    expect((await screen.findByRole("alert")).textContent).toContain("This link has expired. You can still rate the ticket from the portal.");
    unmount();
    fakeApi({ [`GET ${PATH}`]: () => [404, apiError("not_found", "Not found.")] });
    renderWithProviders(<RateScreen token="tok.1" score="good" />);
    expect((await screen.findByRole("alert")).textContent).toContain("This link is not valid.");
  });
});
