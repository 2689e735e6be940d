import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { usePendingValue } from "./usePendingValue";

function deferred() {
  let resolve!: (ok: boolean) => void;
  const promise = new Promise<boolean>((r) => (resolve = r));
  return { promise, resolve };
}

describe("usePendingValue", () => {
  it("shows the chosen value while the write runs, then whatever the server holds", async () => {
    const { result, rerender } = renderHook(({ value }) => usePendingValue(value), { initialProps: { value: "todo" } });
    const write = deferred();
    let done!: Promise<void>;
    act(() => {
      done = result.current[1]("done", () => write.promise);
    });
    expect(result.current[0]).toBe("done");
    await act(async () => {
      write.resolve(true);
      await done;
    });
    // Written, not re-read yet: still the chosen value.
    expect(result.current[0]).toBe("done");
    rerender({ value: "done" });
    expect(result.current[0]).toBe("done");
    // A later change made elsewhere shows as it is.
    rerender({ value: "todo" });
    expect(result.current[0]).toBe("todo");
  });

  it("goes back to the server's value when the write fails", async () => {
    const { result } = renderHook(() => usePendingValue(false));
    await act(async () => {
      await result.current[1](true, () => Promise.resolve(false));
    });
    expect(result.current[0]).toBe(false);
  });
});
