import { afterEach, describe, expect, it, vi } from "vitest";
import { backoff, followLive, parseEvents, type LiveEvent, type LiveState } from "./live";

/** Reads chunks as the stream does: each one parsed after what was left over from the last. */
function readChunks(chunks: string[]): LiveEvent[] {
  const events: LiveEvent[] = [];
  let rest = "";
  for (const chunk of chunks) {
    const parsed = parseEvents(rest + chunk);
    rest = parsed.rest;
    events.push(...parsed.events);
  }
  return events;
}

// A stream as the server writes it: events, and keep-alive comments between them.
const STREAM =
  'event: hello\ndata: {"projects":{"p1":3}}\n\n:\n\nevent: project\ndata: {"_id":"p1"}\n\n: keep-alive\n\nevent: ticket\ndata: {"_id":"t1"}\n\nevent: end\ndata: {}\n\n';
const READ: LiveEvent[] = [{ type: "hello" }, { type: "project", id: "p1" }, { type: "ticket", id: "t1" }, { type: "end" }];

describe("parseEvents", () => {
  it("reads complete events, keeps a partial one, and skips keep-alive comments", () => {
    const text =
      'event: hello\ndata: {"projects":{"p1":3}}\n\n:\n\nevent: project\ndata: {"_id":"p1"}\n\nevent: list\ndata: {}\n\nevent: ticket\ndata: {"_id":"t1"}\n\nevent: mail\ndata: {"_id":"m1"}\n\nevent: proj';
    const { events, rest } = parseEvents(text);
    expect(events).toEqual([
      { type: "hello" },
      { type: "project", id: "p1" },
      { type: "list" },
      { type: "ticket", id: "t1" },
      { type: "mail", id: "m1" },
    ]);
    expect(rest).toBe("event: proj");
    // The rest, completed by the next chunk, is read whole.
    expect(parseEvents(rest + 'ect\r\ndata: {"_id":"p2"}\r\n\r\n').events).toEqual([{ type: "project", id: "p2" }]);
  });

  it("ignores unknown events, events without the id they need, and data that is not JSON", () => {
    const text = 'event: other\ndata: {}\n\nevent: project\ndata: {}\n\nevent: account\ndata: nope\n\nevent: resync\ndata: {}\n\n';
    expect(parseEvents(text).events).toEqual([{ type: "resync" }]);
    expect(parseEvents("event: end\ndata: {}\n\n").events).toEqual([{ type: "end" }]);
  });

  it("reads the same events however the stream is cut into chunks", () => {
    expect(readChunks([STREAM])).toEqual(READ);
    expect(readChunks([...STREAM])).toEqual(READ);
    for (let at = 1; at < STREAM.length; at++) {
      expect(readChunks([STREAM.slice(0, at), STREAM.slice(at)]), `cut at ${at}`).toEqual(READ);
    }
  });

  it("reads CRLF and CR line endings, also when a chunk ends between CR and LF", () => {
    for (const end of ["\r\n", "\r"]) {
      const text = STREAM.replaceAll("\n", end);
      expect(readChunks([text]), JSON.stringify(end)).toEqual(READ);
      expect(readChunks([...text]), JSON.stringify(end)).toEqual(READ);
      for (let at = 1; at < text.length; at++) {
        expect(readChunks([text.slice(0, at), text.slice(at)]), `${JSON.stringify(end)} cut at ${at}`).toEqual(READ);
      }
    }
  });

  it("skips comments between and inside events", () => {
    const text = ': hello there\n\nevent: project\n: a comment\ndata: {"_id":"p1"}\n:\n\n:no space\n\n';
    expect(parseEvents(text)).toEqual({ events: [{ type: "project", id: "p1" }], rest: "" });
  });

  it("reads data spread over several lines as one", () => {
    const text = 'event: ticket\ndata: {\ndata:   "_id": "t9"\ndata: }\n\nevent:list\ndata:{}\n\n';
    expect(parseEvents(text).events).toEqual([{ type: "ticket", id: "t9" }, { type: "list" }]);
  });
});

describe("backoff", () => {
  it("doubles from a second up to half a minute", () => {
    const floor = (n: number) => Math.floor(backoff(n) / 1000) * 1000;
    expect([0, 1, 2, 3, 4, 5, 9].map(floor)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

/** A stream's answer that sends `chunks` as they are cut (bytes, so a character can be cut too). */
function streamed(chunks: Uint8Array[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
}

function bytesOf(text: string, size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.slice(at, at + size));
  return chunks;
}

describe("followLive", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("reads the stream in any chunks with the bearer token, and stops for good at end", async () => {
    vi.useFakeTimers();
    const text = STREAM.replace('"t1"', '"tö1"').replaceAll("\n", "\r\n");
    const fetch = vi.fn(async () => streamed(bytesOf(text, 3)));
    vi.stubGlobal("fetch", fetch);
    const events: LiveEvent[] = [];
    const states: LiveState[] = [];
    const stop = followLive("test-end", async () => "tok", { event: (e) => events.push(e), state: (s) => states.push(s) });
    await vi.waitFor(() => expect(events).toHaveLength(3));
    // Neither offline nor a reconnect, however long the page stays open.
    await vi.advanceTimersByTimeAsync(60_000);
    stop();
    expect(events).toEqual([{ type: "hello" }, { type: "project", id: "p1" }, { type: "ticket", id: "tö1" }]);
    expect(states).toEqual(["connecting", "live"]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual(["/api/events", expect.objectContaining({ headers: { authorization: "Bearer tok" } })]);
  });

  it("says it is offline when the stream drops, and reconnects to read everything again", async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(streamed(bytesOf('event: hello\ndata: {}\n\n:\n\nevent: list\ndata: {}\n\n', 5)))
      .mockResolvedValueOnce(streamed(bytesOf('event: hello\ndata: {}\n\nevent: end\ndata: {}\n\n', 5)));
    vi.stubGlobal("fetch", fetch);
    const events: LiveEvent[] = [];
    const states: LiveState[] = [];
    const stop = followLive("test-drop", async () => "tok", { event: (e) => events.push(e), state: (s) => states.push(s) });
    await vi.waitFor(() => expect(states).toEqual(["connecting", "live", "offline"]));
    expect(events).toEqual([{ type: "hello" }, { type: "list" }]);
    await vi.advanceTimersByTimeAsync(1250);
    await vi.waitFor(() => expect(events).toEqual([{ type: "hello" }, { type: "list" }, { type: "resync" }]));
    stop();
    expect(states).toEqual(["connecting", "live", "offline", "connecting", "live"]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
