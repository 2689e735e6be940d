import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { common, newsletter } from "../../i18n/en.json";
import { loadWasm, type Wasm } from "../../wasm";
import { NewsletterForm } from "./NewsletterForm";

let w: Wasm;
beforeAll(async () => {
  w = await loadWasm();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("NewsletterForm", () => {
  it("disables the button while sending, shows the outcome for the shared duration, then is ready again", async () => {
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    render(<NewsletterForm />);
    const input = screen.getByLabelText(common.email) as HTMLInputElement;
    const button = screen.getByRole("button", { name: common.submit }) as HTMLButtonElement;

    fireEvent.change(input, { target: { value: "reader@example.com" } });
    fireEvent.click(button);
    await vi.waitFor(() => expect(button.disabled).toBe(true));

    vi.useFakeTimers();
    await act(async () => answer(new Response("{}", { status: 201 })));
    expect(screen.getByText(newsletter.success)).toBeTruthy();
    expect(input.value).toBe("");
    expect(button.disabled).toBe(true);

    const ms = w.constants().newsletterMessageMs;
    act(() => vi.advanceTimersByTime(ms - 1));
    expect(screen.queryByText(newsletter.success)).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(newsletter.success)).toBeNull();
    expect(button.disabled).toBe(false);
  });

  it("shows the failure message when the server refuses", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("", { status: 500 })));
    render(<NewsletterForm />);
    fireEvent.change(screen.getByLabelText(common.email), { target: { value: "reader@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: common.submit }));
    expect(await screen.findByText(newsletter.failure)).toBeTruthy();
  });

  it("checks the address with the shared rule first", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    render(<NewsletterForm />);
    fireEvent.change(screen.getByLabelText(common.email), { target: { value: "reader@" } });
    fireEvent.click(screen.getByRole("button", { name: common.submit }));
    const [problem] = w.validateNewsletter({ email: "reader@" });
    expect(await screen.findByText(problem?.message ?? "?")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
