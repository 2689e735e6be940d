import { describe, expect, it } from "vitest";
import { backoff, parseEvents } from "./live";

describe("parseEvents", () => {
  it("reads complete events, keeps a partial one, and skips keep-alive comments", () => {
    const text =
      'event: hello\ndata: {"projects":{"p1":3}}\n\n:\n\nevent: project\ndata: {"_id":"p1"}\n\nevent: list\ndata: {}\n\nevent: ticket\ndata: {"_id":"t1"}\n\nevent: proj';
    const { events, rest } = parseEvents(text);
    expect(events).toEqual([{ type: "hello" }, { type: "project", id: "p1" }, { type: "list" }, { type: "ticket", id: "t1" }]);
    expect(rest).toBe("event: proj");
    // The rest, completed by the next chunk, is read whole.
    expect(parseEvents(rest + 'ect\r\ndata: {"_id":"p2"}\r\n\r\n').events).toEqual([{ type: "project", id: "p2" }]);
  });

  it("ignores unknown events, events without the id they need, and data that is not JSON", () => {
    const text = 'event: other\ndata: {}\n\nevent: project\ndata: {}\n\nevent: account\ndata: nope\n\nevent: resync\ndata: {}\n\n';
    expect(parseEvents(text).events).toEqual([{ type: "resync" }]);
    expect(parseEvents("event: end\ndata: {}\n\n").events).toEqual([{ type: "end" }]);
  });
});

describe("backoff", () => {
  it("doubles from a second up to half a minute", () => {
    const floor = (n: number) => Math.floor(backoff(n) / 1000) * 1000;
    expect([0, 1, 2, 3, 4, 5, 9].map(floor)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
