import { afterEach, describe, expect, it, vi } from "vitest";
import { exportFilename, saveBlob } from "./download";

// jsdom has no object URLs: each test puts its own in and the originals come back after it.
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

describe("exportFilename", () => {
  it("names the export and the local day, zero-padded", () => {
    expect(exportFilename("contact-submissions", new Date(2026, 0, 5, 23, 59))).toBe("contact-submissions-2026-01-05.csv");
  });
});

describe("saveBlob", () => {
  it("clicks a temporary download link to an object URL, then removes the link and releases the URL", () => {
    vi.useFakeTimers();
    const create = vi.fn(() => "blob:portico/1");
    const revoke = vi.fn();
    URL.createObjectURL = create;
    URL.revokeObjectURL = revoke;
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });

    const blob = new Blob(["Name,Email\n"], { type: "text/csv" });
    saveBlob(blob, "contact-submissions-2026-11-23.csv");

    expect(create).toHaveBeenCalledWith(blob);
    expect(click).toHaveBeenCalledOnce();
    expect(clicked).toEqual([{ href: "blob:portico/1", download: "contact-submissions-2026-11-23.csv", attached: true }]);
    expect(document.querySelector("a[download]")).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith("blob:portico/1");
  });
});
