import { MantineProvider } from "@mantine/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadWasm, type Wasm } from "../../wasm";
import { clearToasts, toast } from "./store";
import { Toaster } from "./Toaster";

let w: Wasm;

beforeAll(async () => {
  w = await loadWasm();
});

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <MantineProvider>
      <Toaster />
    </MantineProvider>,
  );
});

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("toasts", () => {
  it("use the shared default duration of 5000 ms when none is given", async () => {
    expect(w.constants().toastMs).toBe(5000);
    await act(async () => {
      toast({ title: "Saved" });
    });
    expect(screen.getByText("Saved")).toBeTruthy();
    advance(4999);
    expect(screen.queryByText("Saved")).not.toBeNull();
    advance(1);
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("honour a per-toast duration", () => {
    const long = w.constants().toastLongMs;
    expect(long).toBe(9000);
    act(() => {
      toast({ title: "Login Failed", description: "details", status: "error", durationMs: long });
    });
    expect(screen.getByRole("alert").textContent).toContain("details");
    advance(long - 1);
    expect(screen.queryByText("Login Failed")).not.toBeNull();
    advance(1);
    expect(screen.queryByText("Login Failed")).toBeNull();
  });

  it("pause while hovered and resume with the time left", () => {
    act(() => {
      toast({ title: "Hover me", durationMs: 5000 });
    });
    advance(3000);
    const el = screen.getByText("Hover me").closest(".toast");
    expect(el).not.toBeNull();
    fireEvent.mouseEnter(el as Element);
    advance(60_000);
    expect(screen.queryByText("Hover me")).not.toBeNull();
    fireEvent.mouseLeave(el as Element);
    advance(1999);
    expect(screen.queryByText("Hover me")).not.toBeNull();
    advance(1);
    expect(screen.queryByText("Hover me")).toBeNull();
  });

  it("can be closed before the timer ends", () => {
    act(() => {
      toast({ title: "Close me", durationMs: 9000 });
    });
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByText("Close me")).toBeNull();
  });

  it("time out independently of each other", () => {
    act(() => {
      toast({ title: "Short", durationMs: 3000 });
      toast({ title: "Long", durationMs: 9000 });
    });
    advance(3000);
    expect(screen.queryByText("Short")).toBeNull();
    expect(screen.queryByText("Long")).not.toBeNull();
    advance(6000);
    expect(screen.queryByText("Long")).toBeNull();
  });
});
