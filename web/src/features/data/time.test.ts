import { describe, expect, it } from "vitest";
import { relativeTime, timeAgo } from "./time";

const NOW = Date.parse("2024-03-10T12:00:00Z");
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe("relativeTime", () => {
  it("says how long ago or how soon, in the interface language", () => {
    expect(relativeTime(at(-5 * 60_000), NOW, "en")).toBe("5 minutes ago");
    expect(relativeTime(at(-3_000), NOW, "en")).toBe("now");
    expect(relativeTime(at(-45_000), NOW, "en")).toBe("45 seconds ago");
    expect(relativeTime(at(-2 * 3_600_000), NOW, "en")).toBe("2 hours ago");
    expect(relativeTime(at(-3 * 86_400_000), NOW, "en")).toBe("3 days ago");
    expect(relativeTime(at(10 * 60_000), NOW, "en")).toBe("in 10 minutes");
    expect(relativeTime(at(-5 * 60_000), NOW, "fr")).toBe("il y a 5 minutes");
    expect(relativeTime(at(-5 * 60_000), NOW, "hi")).toMatch(/5/);
  });

  it("rounds up to the next unit rather than saying '60 seconds'", () => {
    expect(relativeTime(at(-59_700), NOW, "en")).toBe("1 minute ago");
  });

  it("is null for something that is not a timestamp", () => {
    expect(relativeTime("soon", NOW, "en")).toBeNull();
    expect(timeAgo("", NOW, "en")).toBeNull();
  });
});

describe("timeAgo", () => {
  it("never says 'in ...' for a fetch our half-minute clock has not caught up with", () => {
    expect(timeAgo(at(25_000), NOW, "en")).toBe("now");
    expect(timeAgo(at(-120_000), NOW, "en")).toBe("2 minutes ago");
  });
});
